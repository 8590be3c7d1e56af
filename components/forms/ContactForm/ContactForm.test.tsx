import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { errorMessage } from '../../../data/forms/errorMessages'
import { loadPhoneLibrary } from '../../../data/forms/phoneLibrary'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import { sendFailureMessages } from '../../../data/forms/sendFailureMessages'
import type { Locale } from '../../../data/locales'
import {
  captureConsoleErrors,
  choose,
  errorTexts,
  fill,
  jsonResponse,
  prerender,
  settle,
  stubFetch,
  stubNavigation,
  submit,
  stubbedProof,
  stubProofOfWork,
} from '../../../tests/formTesting'
import { render } from '../../../tests/render'
import { ContactForm } from './ContactForm'
import { nodeI18n } from '../../../locales/nodeI18n'

// A Brazilian prospect: Brazil chosen on every site, then the number as Brazilians type it.
const valid = { name: 'Ana Souza', company: 'Acme', role: 'CTO', email: 'ana@acme.com.br', country: 'BR', phone: '11987654321', message: 'We need an app.' }
const fieldNames = ['name', 'company', 'role', 'email', 'country', 'phone', 'message'] as const
// Every field but the country, which starts on the page's own.
const typedFieldNames = fieldNames.filter((name) => name !== 'country')

async function renderForm(locale: Locale) {
  const view = await render(<ContactForm phoneExample={prerenderedPhoneExample(locale)} />, { locale, urlPathname: `/${locale}/contato` })
  await settle()
  const form = view.container.querySelector('form')!
  const control = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  return { ...view, form, control }
}

/** Fills the form as a visitor would, choosing the country before typing the phone. */
async function fillValid(control: (name: string) => HTMLInputElement, values: Record<string, string> = valid) {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'country') await choose(control(name) as unknown as HTMLSelectElement, value)
    else await fill(control(name), value)
  }
}

// The forms' anti-bot check, solved at once (its own tests: useSendForm.test.tsx, the browser tests).
let proof: ReturnType<typeof stubProofOfWork>
test.before.each(() => {
  proof = stubProofOfWork()
})
test.after.each(() => proof.restore())

test('prerendered, it is a plain form post to the API with native checks and the fields the server reads', async () => {
  const root = await prerender(<ContactForm phoneExample={prerenderedPhoneExample('es-es')} />, 'es-es')
  const form = root.querySelector('form')!
  assert.is(form.getAttribute('method'), 'post')
  assert.is(form.getAttribute('action'), '/api/mail/contact')
  assert.not.ok(form.hasAttribute('novalidate'), 'the browser checks the fields without JavaScript')
  for (const name of fieldNames) assert.ok(form.querySelector(`[name="${name}"][required]`), `${name} is required`)
  assert.is(form.querySelector('[name="email"]')!.getAttribute('type'), 'email')
  assert.is(form.querySelector('[name="phone"]')!.getAttribute('type'), 'tel')
  // The country is a plain list posted without JavaScript too, Spain chosen on the Spanish site, its example shown.
  assert.is(form.querySelector('select[name="country"] option[selected]')!.getAttribute('value'), 'ES')
  assert.is(form.querySelector('[name="phone"]')!.getAttribute('placeholder'), '612 34 56 78')
  assert.is(form.querySelector('input[type="hidden"][name="locale"]')!.getAttribute('value'), 'es-es')
  assert.is(form.querySelector('input[type="hidden"][name="form"]')!.getAttribute('value'), 'contact')
  const honeypot = form.querySelector('[name="website"]')!
  assert.is(honeypot.getAttribute('tabindex'), '-1')
  assert.is(honeypot.getAttribute('autocomplete'), 'off')
  assert.is(honeypot.parentElement!.getAttribute('aria-hidden'), 'true')
  assert.ok(root.querySelector('label[for="contact-message"]'), 'every field has a label')
  const maxLengths = ['name', 'company', 'role', 'email', 'message'].map((name) => form.querySelector(`[name="${name}"]`)!.getAttribute('maxlength'))
  assert.equal(maxLengths, ['120', '120', '120', '254', '5000'], 'each field stops at the length the server accepts')
})

test('once hydrated, our checks replace the browser’s', async () => {
  const { form, unmount } = await renderForm('en-us')
  assert.ok(form.noValidate)
  unmount()
})

for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
  test(`${locale}: an empty submit shows every field's message in the page's language and focuses the first`, async () => {
    const fetch = stubFetch(() => jsonResponse(201, { id: 'x' }))
    const { form, control, container, unmount } = await renderForm(locale)
    await submit(form)
    assert.equal(
      errorTexts(container),
      typedFieldNames.map(() => errorMessage(nodeI18n(locale), 'contact', 'required')),
    )
    assert.is(fetch.calls.length, 0, 'nothing is sent')
    assert.is(document.activeElement, control('name'))
    for (const name of typedFieldNames) {
      assert.is(control(name).getAttribute('aria-invalid'), 'true')
      // The error first; the phone's hint after it.
      const described = control(name).getAttribute('aria-describedby')!.split(' ')[0]
      assert.is(form.querySelector(`#${described}`)!.textContent, errorMessage(nodeI18n(locale), 'contact', 'required'))
    }
    fetch.restore()
    unmount()
  })
}

test('an invalid email shows the email message, in each language', async () => {
  const expected = { 'pt-br': 'Email inválido', 'en-us': 'Invalid email', 'es-es': 'Correo electrónico no válido' }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { form, control, container, unmount } = await renderForm(locale)
    await fillValid(control, { ...valid, email: 'ana@' })
    await submit(form)
    assert.equal(errorTexts(container), [expected[locale]], locale)
    assert.is(document.activeElement, control('email'))
    unmount()
  }
})

test('after a submit, a message goes as soon as the visitor fixes the field', async () => {
  const { form, control, container, unmount } = await renderForm('en-us')
  await submit(form)
  await fill(control('name'), 'Ana')
  await settle()
  assert.is(errorTexts(container).length, 5)
  assert.not.ok(control('name').hasAttribute('aria-invalid'))
  unmount()
})

test('a typed phone is masked: (99) 99999-9999 for a mobile, (99) 9999-9999 for a landline', async () => {
  const { control, unmount } = await renderForm('pt-br')
  await fill(control('phone'), '11987654321', 'insertText')
  assert.is(control('phone').value, '(11) 98765-4321')
  await fill(control('phone'), '+55 (21) 3456-7890')
  assert.is(control('phone').value, '(21) 3456-7890')
  unmount()
})

test('es-es: a Spanish mobile typed without "+" shows in the Spanish format, and is sent for Spain', async () => {
  const fetch = stubFetch(() => jsonResponse(201, { id: 'x' }))
  const navigation = stubNavigation()
  const { form, control, container, unmount } = await renderForm('es-es')
  await fillValid(control, { ...valid, country: 'ES', phone: '612345678' })
  await loadPhoneLibrary()
  await settle()
  assert.is(control('phone').value, '612 34 56 78')
  await submit(form)
  assert.equal(errorTexts(container), [])
  assert.equal([fetch.calls[0]?.body.phone, fetch.calls[0]?.body.country], ['612 34 56 78', 'ES'])
  fetch.restore()
  navigation.restore()
  unmount()
})

test('the phone field tells how to type a number of another country, and is described by that hint', async () => {
  const expected = {
    'pt-br': 'De outro país? Escolha-o na lista ou comece com + e o código do país.',
    'en-us': 'Another country? Choose it in the list, or start with + and the country code.',
    'es-es': '¿De otro país? Elígelo en la lista o empieza por + y el prefijo del país.',
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { control, container, unmount } = await renderForm(locale)
    assert.is(control('phone').getAttribute('aria-describedby'), 'contact-phone-hint')
    assert.is(container.querySelector('#contact-phone-hint')!.textContent, expected[locale], locale)
    unmount()
  }
})

test('the country starts on the page’s own, listed first, and the phone shows that country’s example', async () => {
  const expected = {
    'pt-br': ['BR', 'Brasil', '(11) 98765-4321'],
    'en-us': ['US', 'United States', '(201) 555-0123'],
    'es-es': ['ES', 'España', '612 34 56 78'],
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { control, unmount } = await renderForm(locale)
    const select = control('country') as unknown as HTMLSelectElement
    assert.equal([select.value, select.options[1]!.textContent, control('phone').placeholder], expected[locale], locale)
    assert.is(select.options.length, 250, 'every country, after the disabled prompt')
    unmount()
  }
})

test('choosing another country formats what is typed as that country’s, with its example', async () => {
  await loadPhoneLibrary()
  const { control, unmount } = await renderForm('es-es')
  const country = control('country') as unknown as HTMLSelectElement
  await fill(control('phone'), '11987654321', 'insertText')
  await choose(country, 'BR')
  assert.equal([control('phone').value, control('phone').placeholder], ['(11) 98765-4321', '(11) 98765-4321'])
  await choose(country, 'US')
  await settle()
  assert.is(control('phone').placeholder, '(201) 555-0123')
  await fill(control('phone'), '2015550123', 'insertText')
  assert.is(control('phone').value, '(201) 555-0123')
  // No Spanish number: libphonenumber-js leaves its digits unformatted, and the check will say so.
  await choose(country, 'ES')
  await settle()
  assert.equal([control('phone').value, control('phone').placeholder], ['2015550123', '612 34 56 78'])
  unmount()
})

test('a number that is none of the chosen country is refused with a message naming the country, in each language', async () => {
  const expected = {
    'pt-br': ['US', 'Informe um telefone válido do país selecionado (Estados Unidos)'],
    'en-us': ['US', 'Enter a valid phone number for the selected country (United States)'],
    'es-es': ['ES', 'Introduce un teléfono válido del país seleccionado (España)'],
  } as const
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const fetch = stubFetch(() => jsonResponse(201, { id: 'x' }))
    const { form, control, container, unmount } = await renderForm(locale)
    const [country, message] = expected[locale]
    await fillValid(control, { ...valid, country, phone: '6123' })
    await submit(form)
    assert.equal(errorTexts(container), [message], locale)
    assert.is(fetch.calls.length, 0)
    fetch.restore()
    unmount()
  }
})

test('an international number keeps its "+" and is sent formatted as typed', async () => {
  const fetch = stubFetch(() => jsonResponse(201, { id: 'x' }))
  const navigation = stubNavigation()
  const { form, control, container, unmount } = await renderForm('en-us')
  await fillValid(control, { ...valid, phone: '+12125550123' })
  // The international formatter loads on demand; the field is formatted once it has.
  await loadPhoneLibrary()
  await settle()
  assert.is(control('phone').value, '+1 212 555 0123')
  await submit(form)
  assert.equal(errorTexts(container), [])
  assert.is(fetch.calls[0]!.body.phone, '+1 212 555 0123')
  fetch.restore()
  navigation.restore()
  unmount()
})

test('while sending, the button is disabled and says so', async () => {
  let answer: (response: Response) => void = () => {}
  const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
  const navigation = stubNavigation()
  const { form, control, unmount } = await renderForm('en-us')
  await fillValid(control)
  await submit(form)
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement
  assert.ok(button.disabled)
  assert.is(button.textContent, 'Sending…')
  answer(jsonResponse(201, { id: 'x' }))
  await settle()
  assert.equal(navigation.visited, ['/en-us/obrigado'])
  fetch.restore()
  navigation.restore()
  unmount()
})

test('a stored lead goes to the thank-you page of the page’s language (useSendForm.test.tsx: the store resets)', async () => {
  for (const locale of ['es-es', 'pt-br'] as const) {
    const fetch = stubFetch(() => jsonResponse(201, { id: 'lead-1' }))
    const navigation = stubNavigation()
    const { form, control, unmount } = await renderForm(locale)
    await fillValid(control)
    await submit(form)
    assert.is(fetch.calls.length, 1)
    assert.is(fetch.calls[0]!.url, '/api/mail/contact')
    assert.equal(fetch.calls[0]!.body, {
      ...valid,
      phone: '(11) 98765-4321',
      website: '',
      form: 'contact',
      locale,
      origin: window.location.href,
      altcha: stubbedProof,
    })
    assert.equal(navigation.visited, [`/${locale}/obrigado`])
    fetch.restore()
    navigation.restore()
    unmount()
  }
})

for (const [label, answer] of [
  ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a 503', () => jsonResponse(503, { message: 'down' })],
  ['a 429', () => jsonResponse(429, { message: 'slow down' })],
] as const) {
  test(`${label}: every value stays, the alert shows in the page's language, the failure is logged`, async () => {
    for (const locale of ['pt-br', 'es-es'] as const) {
      const fetch = stubFetch(answer)
      const navigation = stubNavigation()
      const errors = captureConsoleErrors()
      const { form, control, container, unmount } = await renderForm(locale)
      await fillValid(control)
      await submit(form)
      errors.restore()
      assert.is(container.querySelector('[role="alert"]')!.textContent!.startsWith(nodeI18n(locale)._(sendFailureMessages.contact)), true, locale)
      assert.equal(navigation.visited, [])
      assert.equal(Object.fromEntries(fieldNames.map((name) => [name, control(name).value])), { ...valid, phone: '(11) 98765-4321' })
      assert.is(errors.messages.length, 1)
      const button = form.querySelector('button[type="submit"]') as HTMLButtonElement
      assert.not.ok(button.disabled, 'the visitor can send again')
      fetch.restore()
      navigation.restore()
      unmount()
    }
  })
}

test('a 429 shows the server’s words in the alert; a retry keeps the idempotency key, a typed change renews it', async () => {
  const wait = 'We received too many submissions in a short time. Please wait a minute and try again.'
  const fetch = stubFetch(() => jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message: wait }))
  const errors = captureConsoleErrors()
  const { form, control, container, unmount } = await renderForm('en-us')
  await fillValid(control)
  await submit(form)
  const alert = container.querySelector('[role="alert"]')!
  assert.is(alert.textContent, `${nodeI18n('en-us')._(sendFailureMessages.contact)}${wait}Everything you typed is still here.`)
  assert.equal(Object.fromEntries(fieldNames.map((name) => [name, control(name).value])), { ...valid, phone: '(11) 98765-4321' })
  await submit(form)
  await fill(control('message'), 'We need an app, soon.')
  await submit(form)
  errors.restore()
  const keys = fetch.calls.map((call) => (call.init.headers as Record<string, string>)['idempotency-key'])
  assert.is(keys.length, 3)
  assert.is(keys[1], keys[0], 'the same values, the same key')
  assert.is.not(keys[2], keys[1], 'a changed message is a new submission')
  assert.equal(
    fetch.calls.map((call) => (call.init.headers as Record<string, string>)['accept-language']),
    ['en-US', 'en-US', 'en-US'],
  )
  fetch.restore()
  unmount()
})

test('a 400 puts the server’s messages under their fields, without the alert', async () => {
  const fetch = stubFetch(() =>
    jsonResponse(400, { errors: { name: 'Use a single line, without line breaks', phone: 'Enter a valid phone number with area code' } }),
  )
  const errors = captureConsoleErrors()
  const { form, control, container, unmount } = await renderForm('en-us')
  await fillValid(control)
  await submit(form)
  errors.restore()
  assert.equal(errorTexts(container), ['Use a single line, without line breaks', 'Enter a valid phone number with area code'])
  assert.is(control('phone').getAttribute('aria-invalid'), 'true')
  assert.is(document.activeElement, control('name'))
  assert.is(container.querySelector('[role="alert"]')!.textContent, '')
  assert.is(control('company').value, 'Acme')
  fetch.restore()
  unmount()
})

test.run()
