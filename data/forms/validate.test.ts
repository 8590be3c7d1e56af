import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { contactSchema } from './contactSchema'
import { leadSchema } from './leadSchema'
import { validate } from './validate'

const lead = { name: 'Ana Souza', email: 'ana@empresa.com.br', phone: '(11) 98765-4321', state: 'SP' }

test('a complete lead passes and is trimmed', () => {
  const result = validate(leadSchema, { ...lead, name: '  Ana Souza ' })
  assert.ok(result.ok)
  if (result.ok) assert.is(result.value.name, 'Ana Souza')
})

test('an empty contact form reports every field as required', () => {
  const result = validate(contactSchema, {})
  assert.not.ok(result.ok)
  if (!result.ok) {
    assert.equal(Object.keys(result.errors).sort(), ['company', 'email', 'message', 'name', 'phone', 'role'])
    assert.ok(Object.values(result.errors).every((code) => code === 'required'))
  }
})

test('an invalid e-mail, phone or state gets its own code', () => {
  const result = validate(leadSchema, { ...lead, email: 'ana@', phone: 'call me', state: 'XX' })
  assert.equal(result.ok ? {} : result.errors, { email: 'email', phone: 'phone', state: 'state' })
})

test('a line break in a name is refused, so it can never reach a mail header', () => {
  const result = validate(leadSchema, { ...lead, name: 'Ana\r\nBcc: x@y.z' })
  assert.equal(result.ok ? {} : result.errors, { name: 'singleLine' })
})

test('values of the wrong type are refused', () => {
  const result = validate(leadSchema, { ...lead, name: 42, state: ['SP'] })
  assert.equal(result.ok ? {} : result.errors, { name: 'required', state: 'required' })
})

test.run()
