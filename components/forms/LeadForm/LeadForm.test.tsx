import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadPhoneLibrary } from '../../../data/forms/phoneLibrary'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import type { Locale } from '../../../data/locales'
import * as formTesting from '../../../tests/formTesting'
import { render } from '../../../tests/render'
import { LeadForm } from './LeadForm'

const valid = { name: 'Mary Jones', email: 'mary@corp.com', phone: '21987654321' }

/** The form as a landing page passes it its anchor and words. */
const leadForm = (locale: Locale, id = 'software-form') => (
  <LeadForm id={id} label="Request a software project" submitLabel="Request a proposal" phoneExample={prerenderedPhoneExample(locale)} />
)

async function renderForm(locale: Locale, id?: string) {
  const view = await render(leadForm(locale, id), {
    locale,
    urlPathname: `/${locale}/fabrica-de-software`,
  })
  await formTesting.settle()
  const form = view.container.querySelector('form')!
  const control = <T extends HTMLElement = HTMLInputElement>(name: string) => form.querySelector<T>(`[name="${name}"]`)!
  return { ...view, form, control }
}

async function fillValid(control: <T extends HTMLElement = HTMLInputElement>(name: string) => T, state = 'SP') {
  for (const [name, value] of Object.entries(valid)) await formTesting.fill(control(name), value)
  await formTesting.choose(control<HTMLSelectElement>('country'), 'BR')
  await formTesting.choose(control<HTMLSelectElement>('state'), state)
}

// The forms' anti-bot check, solved at once (its own tests: useSendForm.test.tsx, the browser tests).
let proof: ReturnType<typeof formTesting.stubProofOfWork>
test.before.each(() => {
  proof = formTesting.stubProofOfWork()
})
test.after.each(() => proof.restore())

test('prerendered, it is an anchored plain form post with native checks and the lead fields', async () => {
  const root = await formTesting.prerender(leadForm('pt-br'), 'pt-br')
  const form = root.querySelector('form#software-form')!
  assert.ok(form, 'the form carries the anchor id')
  assert.is(form.getAttribute('method'), 'post')
  assert.is(form.getAttribute('action'), '/api/mail/contact')
  assert.not.ok(form.hasAttribute('novalidate'))
  for (const name of ['name', 'email', 'phone', 'country']) assert.ok(form.querySelector(`[name="${name}"][required]`), name)
  // Required for Brazil only: a natively required list that CSS hides would block the post without JavaScript.
  assert.is(form.querySelector('[name="state"]')!.getAttribute('aria-required'), 'true')
  assert.not.ok(form.querySelector('[name="state"][required]'))
  assert.is(form.querySelector('[name="email"]')!.getAttribute('type'), 'email')
  assert.is(form.querySelector('[name="phone"]')!.getAttribute('type'), 'tel')
  assert.is(form.querySelector('input[name="form"]')!.getAttribute('value'), 'lead')
  assert.is(form.querySelector('input[name="locale"]')!.getAttribute('value'), 'pt-br')
  assert.ok(form.querySelector('#software-form-phone'), 'field ids start with the form id')
})

test('the country list names every country in the page’s language, starting on the page’s own country, chosen', async () => {
  const expected = {
    'pt-br': ['BR', 'Brasil', 'Espanha', '(11) 98765-4321'],
    'en-us': ['US', 'Brazil', 'Spain', '(201) 555-0123'],
    'es-es': ['ES', 'Brasil', 'España', '612 34 56 78'],
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { control, unmount } = await renderForm(locale)
    const select = control<HTMLSelectElement>('country')
    const [chosen, brazil, spain, example] = expected[locale]
    assert.is(select.value, chosen, locale)
    assert.is(select.options.length, 250, locale)
    assert.ok(select.options[0]!.disabled)
    assert.is(select.querySelector('option[value="BR"]')!.textContent, brazil)
    assert.is(select.querySelector('option[value="ES"]')!.textContent, spain)
    assert.is(select.options[1]!.value, chosen, locale)
    assert.is(control('phone').placeholder, example, locale)
    unmount()
  }
})

test('a lead from Spain types a Spanish mobile without "+": it shows in the Spanish format, and no state is asked', async () => {
  const fetch = formTesting.stubFetch(() => formTesting.jsonResponse(201, { id: 'lead-3' }))
  const navigation = formTesting.stubNavigation()
  const { form, control, container, unmount } = await renderForm('es-es')
  await formTesting.fill(control('name'), 'Lucía Pérez')
  await formTesting.fill(control('email'), 'lucia@empresa.es')
  await formTesting.fill(control('phone'), '612345678', 'insertText')
  // The formatter of other countries than Brazil loads on demand; the field is formatted once it has.
  await loadPhoneLibrary()
  await formTesting.settle()
  assert.is(control('phone').value, '612 34 56 78')
  await formTesting.submit(form)
  assert.equal(formTesting.errorTexts(container), [])
  assert.equal([fetch.calls[0]!.body.phone, fetch.calls[0]!.body.country, fetch.calls[0]!.body.state], ['612 34 56 78', 'ES', ''])
  fetch.restore()
  navigation.restore()
  unmount()
})

test('a number typed with "+" and a country code is taken whatever the country chosen', async () => {
  const fetch = formTesting.stubFetch(() => formTesting.jsonResponse(201, { id: 'lead-4' }))
  const navigation = formTesting.stubNavigation()
  await loadPhoneLibrary()
  const { form, control, container, unmount } = await renderForm('en-us')
  await formTesting.fill(control('name'), 'Lucía Pérez')
  await formTesting.fill(control('email'), 'lucia@empresa.es')
  await formTesting.fill(control('phone'), '+34 612 345 678')
  await formTesting.settle()
  await formTesting.submit(form)
  assert.equal(formTesting.errorTexts(container), [])
  assert.equal([fetch.calls[0]!.body.phone, fetch.calls[0]!.body.country], ['+34 612 34 56 78', 'US'])
  fetch.restore()
  navigation.restore()
  unmount()
})

test('the state list has the 27 federative units after a disabled placeholder, chosen by default', async () => {
  const { control, unmount } = await renderForm('en-us')
  const select = control<HTMLSelectElement>('state')
  const options = [...select.options]
  assert.is(options.length, 28)
  assert.ok(options[0]!.disabled)
  assert.is(options[0]!.value, '')
  assert.is(select.value, '')
  assert.equal(
    options.slice(1, 3).map((o) => [o.value, o.textContent]),
    [
      ['AC', 'Acre'],
      ['AL', 'Alagoas'],
    ],
  )
  assert.ok(options.some((o) => o.value === 'DF'))
  unmount()
})

test('an empty submit shows each field’s message: the company’s Portuguese, and ours in English and Spanish (the state in Brazil)', async () => {
  // Name, e-mail and phone; the country is chosen already, and on the Brazilian site the state is asked too.
  const expected = { 'pt-br': ['Campo obrigatório', 4], 'en-us': ['Field required', 3], 'es-es': ['Campo requerido', 3] } as const
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { form, control, container, unmount } = await renderForm(locale)
    await formTesting.submit(form)
    const [message, count] = expected[locale]
    assert.equal(formTesting.errorTexts(container), Array(count).fill(message), locale)
    assert.is(document.activeElement, control('name'))
    unmount()
  }
})

test('an invalid e-mail reads “E-mail inválido” in Portuguese, the company’s wording for the lead forms', async () => {
  const expected = { 'pt-br': 'E-mail inválido', 'en-us': 'Invalid email', 'es-es': 'Correo electrónico no válido' }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const { form, control, container, unmount } = await renderForm(locale)
    await fillValid(control)
    await formTesting.fill(control('email'), 'mary.corp.com')
    await formTesting.submit(form)
    assert.equal(formTesting.errorTexts(container), [expected[locale]], locale)
    unmount()
  }
})

test('a typed phone is masked', async () => {
  const { control, unmount } = await renderForm('pt-br')
  await formTesting.fill(control('phone'), '21987654321', 'insertText')
  assert.is(control('phone').value, '(21) 98765-4321')
  unmount()
})

test('both landing pages’ forms go to the thank-you page of their own language, the hire form too', async () => {
  for (const [locale, source] of [
    ['en-us', 'hire-form'],
    ['es-es', 'software-form'],
    ['pt-br', 'hire-form'],
  ] as const) {
    const fetch = formTesting.stubFetch(() => formTesting.jsonResponse(201, { id: 'lead-2' }))
    const navigation = formTesting.stubNavigation()
    const { form, control, unmount } = await renderForm(locale, source)
    await fillValid(control, 'DF')
    await formTesting.submit(form)
    assert.equal(fetch.calls[0]!.body, {
      ...valid,
      phone: '(21) 98765-4321',
      country: 'BR',
      state: 'DF',
      website: '',
      form: 'lead',
      locale,
      origin: window.location.href,
      altcha: formTesting.stubbedProof,
    })
    assert.equal(navigation.visited, [`/${locale}/obrigado`], `${locale} ${source}`)
    fetch.restore()
    navigation.restore()
    unmount()
  }
})

test('a failed send keeps the values and shows the lead forms’ alert in the page’s language', async () => {
  const expected = { 'pt-br': 'Erro ao enviar mensagem. Tente novamente mais tarde.', 'en-us': 'Error sending message. Please try again later.' }
  for (const locale of ['pt-br', 'en-us'] as const) {
    const fetch = formTesting.stubFetch(() => formTesting.jsonResponse(500, {}))
    const errors = formTesting.captureConsoleErrors()
    const { form, control, container, unmount } = await renderForm(locale)
    await fillValid(control)
    await formTesting.submit(form)
    errors.restore()
    assert.ok(container.querySelector('[role="alert"]')!.textContent!.startsWith(expected[locale]), locale)
    assert.equal(
      [control('name').value, control('email').value, control('phone').value, control<HTMLSelectElement>('state').value],
      ['Mary Jones', 'mary@corp.com', '(21) 98765-4321', 'SP'],
    )
    assert.is(errors.messages.length, 1)
    fetch.restore()
    unmount()
  }
})

test('a 400 about the state shows the server’s message under the state', async () => {
  const fetch = formTesting.stubFetch(() => formTesting.jsonResponse(400, { errors: { state: 'Selecione um estado da lista' } }))
  const errors = formTesting.captureConsoleErrors()
  const { form, control, container, unmount } = await renderForm('pt-br')
  await fillValid(control)
  await formTesting.submit(form)
  errors.restore()
  assert.equal(formTesting.errorTexts(container), ['Selecione um estado da lista'])
  assert.is(control('state').getAttribute('aria-invalid'), 'true')
  fetch.restore()
  unmount()
})

test.run()
