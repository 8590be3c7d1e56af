import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { errorCodes } from './fieldRules'
import { errorMessage, errorMessages, localizeErrors } from './errorMessages'

test('the contact form speaks SPEC §5 in each locale', () => {
  assert.equal(localizeErrors('contact', 'pt-br', { name: 'required', email: 'email' }), { name: 'Campo obrigatório', email: 'Email inválido' })
  assert.equal(localizeErrors('contact', 'en-us', { name: 'required', email: 'email' }), { name: 'Field required', email: 'Invalid email' })
  assert.equal(localizeErrors('contact', 'es-es', { name: 'required', email: 'email' }), { name: 'Campo requerido', email: 'Correo electrónico no válido' })
})

test('the lead forms write E-mail with a hyphen in Portuguese, as the spec does', () => {
  assert.is(errorMessage('lead', 'pt-br', 'email'), 'E-mail inválido')
  assert.is(errorMessage('lead', 'pt-br', 'required'), 'Campo obrigatório')
  assert.is(errorMessage('lead', 'en-us', 'email'), 'Invalid email')
  assert.is(errorMessage('lead', 'es-es', 'required'), 'Campo requerido')
})

test('every code has its own non-empty message in every locale', () => {
  for (const form of ['contact', 'lead'] as const) {
    for (const locale of Object.keys(errorMessages) as (keyof typeof errorMessages)[]) {
      const texts = errorCodes.map((code) => errorMessage(form, locale, code))
      assert.ok(texts.every(Boolean))
      assert.is(new Set(texts).size, errorCodes.length)
    }
  }
})

test.run()
