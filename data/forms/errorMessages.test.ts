import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { errorCodes } from './fieldRules'
import { localeSegments } from '../locales'
import { errorMessage, localizeErrors } from './errorMessages'
import { nodeI18n } from '../../locales/nodeI18n'

test("the contact form uses the company's fixed wordings in each locale", () => {
  assert.equal(localizeErrors(nodeI18n('pt-br'), 'contact', { name: 'required', email: 'email' }), { name: 'Campo obrigatório', email: 'Email inválido' })
  assert.equal(localizeErrors(nodeI18n('en-us'), 'contact', { name: 'required', email: 'email' }), { name: 'Field required', email: 'Invalid email' })
  assert.equal(localizeErrors(nodeI18n('es-es'), 'contact', { name: 'required', email: 'email' }), {
    name: 'Campo requerido',
    email: 'Correo electrónico no válido',
  })
})

test('the server words each form as the catalogs do: the same English, the contexts tell the forms apart', () => {
  assert.is(errorMessage(nodeI18n('en-us'), 'contact', 'email'), errorMessage(nodeI18n('en-us'), 'lead', 'email'))
  assert.is.not(errorMessage(nodeI18n('pt-br'), 'contact', 'email'), errorMessage(nodeI18n('pt-br'), 'lead', 'email'))
})

test('the lead forms write E-mail with a hyphen in Portuguese, as the company writes it', () => {
  assert.is(errorMessage(nodeI18n('pt-br'), 'lead', 'email'), 'E-mail inválido')
  assert.is(errorMessage(nodeI18n('pt-br'), 'lead', 'required'), 'Campo obrigatório')
  assert.is(errorMessage(nodeI18n('en-us'), 'lead', 'email'), 'Invalid email')
  assert.is(errorMessage(nodeI18n('es-es'), 'lead', 'required'), 'Campo requerido')
})

test('every code has its own non-empty message in every locale', () => {
  for (const form of ['contact', 'lead'] as const) {
    for (const locale of localeSegments) {
      const texts = errorCodes.map((code) => errorMessage(nodeI18n(locale), form, code))
      assert.ok(texts.every(Boolean))
      assert.is(new Set(texts).size, errorCodes.length)
    }
  }
})

test.run()
