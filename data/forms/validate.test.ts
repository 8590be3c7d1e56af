import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formSchemas } from './formKinds'
import { validate } from './validate'

const { contact: contactSchema, lead: leadSchema } = formSchemas

const lead = { name: 'Ana Souza', email: 'ana@empresa.com.br', phone: '(11) 98765-4321', state: 'SP' }
const contact = { name: 'Ana Souza', phone: '(11) 98765-4321', company: 'Acme', role: 'CTO', email: 'ana@acme.com', message: 'Olá' }

test('a complete lead passes and is trimmed', async () => {
  const result = await validate(leadSchema, { ...lead, name: '  Ana Souza ' })
  assert.ok(result.ok)
  if (result.ok) assert.is(result.value.name, 'Ana Souza')
})

test('an empty contact form reports every field as required', async () => {
  const result = await validate(contactSchema, {})
  assert.not.ok(result.ok)
  if (!result.ok) {
    assert.equal(Object.keys(result.errors).sort(), ['company', 'email', 'message', 'name', 'phone', 'role'])
    assert.ok(Object.values(result.errors).every((code) => code === 'required'))
  }
})

test('an invalid e-mail, phone or state gets its own code', async () => {
  const result = await validate(leadSchema, { ...lead, email: 'ana@', phone: 'call me', state: 'XX' })
  assert.equal(result.ok ? {} : result.errors, { email: 'email', phone: 'phone', state: 'state' })
})

test('a line break in a name is refused, so it can never reach a mail header', async () => {
  const result = await validate(leadSchema, { ...lead, name: 'Ana\r\nBcc: x@y.z' })
  assert.equal(result.ok ? {} : result.errors, { name: 'singleLine' })
})

test('values of the wrong type are refused', async () => {
  const result = await validate(leadSchema, { ...lead, name: 42, state: ['SP'] })
  assert.equal(result.ok ? {} : result.errors, { name: 'required', state: 'required' })
})

test('a lead from Spain keeps its phone in E.164 and no state, whatever the hidden state field held', async () => {
  for (const state of ['', 'SP']) {
    const result = await validate(leadSchema, { ...lead, phone: '+34 612 345 678', country: 'ES', state })
    assert.ok(result.ok, state)
    if (result.ok) assert.equal([result.value.phone, result.value.country, result.value.state], ['+34612345678', 'ES', null])
  }
})

test('a lead from Brazil keeps its masked phone and needs a state from the list', async () => {
  const result = await validate(leadSchema, { ...lead, phone: '(11) 3333-4444', country: 'BR', state: 'SP' })
  assert.ok(result.ok)
  if (result.ok) assert.equal([result.value.phone, result.value.country, result.value.state], ['(11) 3333-4444', 'BR', 'SP'])
  const withoutState = await validate(leadSchema, { ...lead, country: 'BR', state: '' })
  assert.equal(withoutState.ok ? {} : withoutState.errors, { state: 'required' })
  const unknownState = await validate(leadSchema, { ...lead, country: 'BR', state: 'XX' })
  assert.equal(unknownState.ok ? {} : unknownState.errors, { state: 'state' })
})

test('the country is required from the list; a post from a page without the field counts as Brazil', async () => {
  const empty = await validate(leadSchema, { ...lead, country: '' })
  assert.equal(empty.ok ? {} : empty.errors, { country: 'required' })
  const unknown = await validate(leadSchema, { ...lead, country: 'XX' })
  assert.equal(unknown.ok ? {} : unknown.errors, { country: 'country' })
  const older = await validate(leadSchema, lead)
  assert.ok(older.ok)
  if (older.ok) assert.equal([older.value.country, older.value.state], ['BR', 'SP'])
})

test('a Brazilian number is a landline of 10 digits or a mobile of 11, kept in the national mask', async () => {
  for (const [typed, stored] of [
    ['(11) 3333-4444', '(11) 3333-4444'],
    ['1133334444', '(11) 3333-4444'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
  ]) {
    const result = await validate(contactSchema, { ...contact, phone: typed })
    assert.equal(result.ok ? result.value.phone : result.errors, stored, typed)
  }
  for (const wrong of ['(11) 1333-4444', '(11) 8765-43210', '(01) 3333-4444', '113333444', '(11) 93333-444']) {
    const result = await validate(contactSchema, { ...contact, phone: wrong })
    assert.equal(result.ok ? {} : result.errors, { phone: 'phone' }, wrong)
  }
})

test('an international number is checked by libphonenumber-js and kept in E.164, on both forms', async () => {
  for (const [typed, stored] of [
    ['+34 612 345 678', '+34612345678'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['+44 7911 123456', '+447911123456'],
  ]) {
    const result = await validate(contactSchema, { ...contact, phone: typed })
    assert.equal(result.ok ? result.value.phone : result.errors, stored, typed)
  }
  for (const wrong of ['+34 612', '+55', '+', '+34 6123 456 789 0']) {
    const result = await validate(contactSchema, { ...contact, phone: wrong })
    assert.equal(result.ok ? {} : result.errors, { phone: 'phoneInternational' }, wrong)
  }
})

test('a Spanish mobile typed without "+" on the contact form, Spain chosen, is a Spanish number kept in E.164', async () => {
  const result = await validate(contactSchema, { ...contact, country: 'ES', phone: '612345678' })
  assert.equal(result.ok ? [result.value.phone, result.value.country] : result.errors, ['+34612345678', 'ES'])
})

test('a number without "+" is checked in the chosen country, on both forms, and kept in E.164', async () => {
  for (const [country, typed, stored] of [
    ['ES', '612 34 56 78', '+34612345678'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['GB', '07400 123456', '+447400123456'],
    // Typed with the country's international call prefix, or with "+" and another country's code.
    ['ES', '0034 612 345 678', '+34612345678'],
    ['ES', '+1 212 555 0123', '+12125550123'],
  ]) {
    for (const [schema, values] of [
      [contactSchema, contact],
      [leadSchema, lead],
    ] as const) {
      const result = await validate(schema, { ...values, country, phone: typed })
      assert.equal(result.ok ? result.value.phone : result.errors, stored, `${country} ${typed}`)
    }
  }
})

test('a number that is none in the chosen country is refused with a code that names the country', async () => {
  for (const [country, wrong] of [
    ['ES', '11987654321'],
    ['ES', '6123'],
    ['US', '612345678'],
  ]) {
    const result = await validate(contactSchema, { ...contact, country, phone: wrong })
    assert.equal(result.ok ? {} : result.errors, { phone: 'phoneCountry' }, `${country} ${wrong}`)
  }
  // Antarctica has no numbering plan: only a number with "+" is taken.
  const antarctica = await validate(leadSchema, { ...lead, country: 'AQ', phone: '612345678' })
  assert.equal(antarctica.ok ? {} : antarctica.errors, { phone: 'phoneInternational' })
})

test('the phone is checked against the country while other fields are still wrong, and not before the country is', async () => {
  const result = await validate(contactSchema, { ...contact, name: '', country: 'ES', phone: '6123' })
  assert.equal(result.ok ? {} : result.errors, { name: 'required', phone: 'phoneCountry' })
  const noCountry = await validate(contactSchema, { ...contact, country: '', phone: '6123' })
  assert.equal(noCountry.ok ? {} : noCountry.errors, { country: 'required' })
})

test('a contact post without the country, from a page built before it, is Brazilian: its number takes the mask', async () => {
  const result = await validate(contactSchema, contact)
  assert.equal(result.ok ? [result.value.phone, result.value.country] : result.errors, ['(11) 98765-4321', 'BR'])
})

test.run()
