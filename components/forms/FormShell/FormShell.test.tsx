import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { FormReply } from '../../../data/forms/formReply'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import { renderToDocument } from '../../../tests/render'
import { LeadForm } from '../LeadForm/LeadForm'

// The page answering a refused post without JavaScript is the form rendered on the server with the post's reply in
// the page context (server/routes/formReplyPage.ts; the route's own tests: formReplyPage.test.tsx).
const answered = (formReply: FormReply) =>
  renderToDocument(<LeadForm id="hire-form" label="Hire" submitLabel="Send" phoneExample={prerenderedPhoneExample('en-us')} />, {
    locale: 'en-us',
    urlPathname: '/en-us/contrate',
    formReply,
  })
const values = { name: 'Ana', email: 'ana@', phone: '2015550123', country: 'US' }

test('only the first field to fix takes the focus, and an error with no field of its own goes into the alert, named', async () => {
  const page = await answered({ values, errors: { _form: 'Send it as a form', phone: 'Bad phone', email: 'Bad e-mail' }, reason: 'Check the fields.' })
  assert.equal(
    [...page.querySelectorAll('[autofocus]')].map((element) => element.id),
    ['hire-form-email'],
  )
  assert.equal(
    [...page.querySelectorAll('[role=alert] p')].map((line) => line.textContent),
    ['Error sending message. Please try again later.', 'Check the fields.', 'Everything you typed is still here.', 'Form: Send it as a form'],
  )
  assert.is((page.querySelector('#hire-form-name') as HTMLInputElement).value, 'Ana')
})

test('with no field to fix the alert takes the focus; without the values read, it claims none kept', async () => {
  const page = await answered({ errors: {}, reason: 'Too long.' })
  const box = page.querySelector('[role=alert] [autofocus]')!
  assert.is(box.getAttribute('tabindex'), '-1')
  assert.equal(
    [...box.querySelectorAll('p')].map((line) => line.textContent),
    ['Error sending message. Please try again later.', 'Too long.'],
  )
})

test('the campaign of the refused post goes back into the form as hidden fields, escaped', async () => {
  const page = await answered({ values, errors: {}, reason: 'Wait.', campaign: { utm_source: 'x', utm_campaign: '"><script>' } })
  const form = page.querySelector('form')!
  assert.is(page.querySelectorAll('script').length, 0)
  assert.equal(Object.fromEntries([...new FormData(form)].filter(([name]) => name.startsWith('utm_'))), { utm_source: 'x', utm_campaign: '"><script>' })
})

test.run()
