import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { errorTexts, settle, submit } from '../../../tests/formTesting'
import { render } from '../../../tests/render'
import { ContactPage } from './ContactPage'

test('one h1, the seven labelled fields with the message asking “How can we assist you?”, and the reasons beside', async () => {
  const { container, unmount } = await render(<ContactPage />, { locale: 'en-us', urlPathname: '/en-us/contato' })
  assert.is(container.querySelectorAll('h1').length, 1)
  const labels = [...container.querySelectorAll('form label:not([for$="-website"])')].map((label) => label.textContent)
  assert.equal(labels, ['Full name', 'Company name', 'Role', 'Email', 'Country', 'Phone', 'How can we assist you?'])
  // The United States chosen, and the phone's placeholder its example, formatted as the page was prerendered.
  assert.is(container.querySelector<HTMLSelectElement>('select[name="country"]')!.value, 'US')
  assert.is(container.querySelector<HTMLInputElement>('input[name="phone"]')!.placeholder, '(201) 555-0123')
  const reasons = container.querySelector('aside')!
  assert.is(reasons.querySelectorAll('li').length, 4)
  assert.match(reasons.textContent ?? '', 'over 1,000 qualified experts')
  assert.match(reasons.textContent ?? '', 'up to 3 business days')
  assert.ok(reasons.querySelector('a[href="/en-us/politica-de-privacidade"]'))
  // No WhatsApp link until the company supplies its number (data/companyFacts.ts).
  assert.not.ok(reasons.querySelector('a[href*="wa.me"]'))
  unmount()
})

test('in Portuguese the figures and the form’s messages are Portuguese', async () => {
  const { container, unmount } = await render(<ContactPage />, { locale: 'pt-br', urlPathname: '/pt-br/contato' })
  await settle()
  assert.match(container.querySelector('aside')!.textContent ?? '', '1.000')
  await submit(container.querySelector('form')!)
  // Every field but the country, Brazil already chosen.
  assert.equal(errorTexts(container), Array(6).fill('Campo obrigatório'))
  unmount()
})

test.run()
