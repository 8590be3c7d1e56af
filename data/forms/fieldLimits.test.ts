import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { localizeErrors } from './errorMessages'
import { fieldLimits } from './fieldLimits'
import { formSchemas } from './formKinds'
import { validate } from './validate'

const { contact: contactSchema, lead: leadSchema } = formSchemas
import { nodeI18n } from '../../locales/nodeI18n'

const contact = { name: 'Ana Souza', phone: '(11) 98765-4321', company: 'Acme', role: 'CTO', email: 'ana@acme.com.br', message: 'Olá' }
const lead = { name: 'Ana Souza', email: 'ana@empresa.com.br', phone: '(11) 98765-4321', state: 'SP' }

test('each text field takes up to its limit and refuses one character more', async () => {
  for (const field of ['name', 'company', 'role', 'message'] as const) {
    const max = fieldLimits[field]
    assert.ok((await validate(contactSchema, { ...contact, [field]: 'a'.repeat(max) })).ok, `${field} at ${max}`)
    const over = await validate(contactSchema, { ...contact, [field]: 'a'.repeat(max + 1) })
    assert.equal(over.ok ? {} : over.errors, { [field]: 'tooLong' }, field)
  }
})

test('an e-mail address is at most 254 characters, its local part at most 64 (RFC 5321)', async () => {
  const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`
  assert.is(at254.length, 254)
  assert.ok((await validate(leadSchema, { ...lead, email: at254 })).ok)
  const over = await validate(leadSchema, { ...lead, email: `x${at254}` })
  assert.equal(over.ok ? {} : over.errors, { email: 'email' })
  const longLocal = await validate(leadSchema, { ...lead, email: `${'a'.repeat(65)}@empresa.com.br` })
  assert.equal(longLocal.ok ? {} : longLocal.errors, { email: 'email' })
  const hugeLocal = await validate(leadSchema, { ...lead, email: `${'a'.repeat(300)}@empresa.com.br` })
  assert.not.ok(hugeLocal.ok)
})

test('the page address is refused past 2,048 characters', async () => {
  assert.ok((await validate(leadSchema, { ...lead, origin: `https://tecto.com.br/?${'a'.repeat(2026)}` })).ok)
  const over = await validate(leadSchema, { ...lead, origin: `https://tecto.com.br/?${'a'.repeat(2027)}` })
  assert.equal(over.ok ? {} : over.errors, { origin: 'tooLong' })
})

test("the too-long message names the field's limit in each language", () => {
  assert.equal(localizeErrors(nodeI18n('pt-br'), 'contact', { name: 'tooLong', message: 'tooLong' }), {
    name: 'Use no máximo 120 caracteres',
    message: 'Use no máximo 5.000 caracteres',
  })
  assert.equal(localizeErrors(nodeI18n('en-us'), 'contact', { company: 'tooLong', message: 'tooLong' }), {
    company: 'Use at most 120 characters',
    message: 'Use at most 5,000 characters',
  })
  assert.equal(localizeErrors(nodeI18n('es-es'), 'lead', { name: 'tooLong' }), { name: 'Usa como máximo 120 caracteres' })
})

test('invisible control characters are dropped, so a lead is never lost for one', async () => {
  const result = await validate(contactSchema, {
    ...contact,
    name: 'Ana\u0000 Souza\u0007',
    company: '\u001bAcme\u009b',
    role: 'C\u007fTO',
    email: 'ana@acme.com.br\u0000',
    phone: '(11) 98765-4321\u0000',
    message: 'Linha 1\u0000\r\nLinha 2\u000bLinha 3\u2028Linha 4',
  })
  assert.ok(result.ok, JSON.stringify(result))
  if (result.ok) {
    assert.equal(
      [result.value.name, result.value.company, result.value.role, result.value.email, result.value.phone],
      ['Ana Souza', 'Acme', 'CTO', 'ana@acme.com.br', '(11) 98765-4321'],
    )
    assert.is(result.value.message, 'Linha 1\nLinha 2\nLinha 3\nLinha 4')
  }
})

test('a one-line field refuses every kind of line break, Unicode ones too', async () => {
  for (const separator of ['\n', '\r', '\u0085', '\u2028', '\u2029']) {
    const result = await validate(leadSchema, { ...lead, name: `Ana${separator}Bcc: x@y.z` })
    assert.equal(result.ok ? {} : result.errors, { name: 'singleLine' }, JSON.stringify(separator))
  }
})

test('a line break inside a phone number is refused, not stored', async () => {
  const result = await validate(leadSchema, { ...lead, phone: '(11) 98765\n4321' })
  assert.equal(result.ok ? {} : result.errors, { phone: 'phone' })
})

test('a lone surrogate half becomes one replacement character', async () => {
  const result = await validate(contactSchema, { ...contact, name: 'Ana \ud800Souza' })
  assert.equal(result.ok ? result.value.name : result.errors, 'Ana \ufffdSouza')
})

test.run()
