import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadPhoneLibrary, type PhoneLibrary } from './phoneLibrary'
import { formatPhone, formatPhoneText, phoneDigits, remaskPhone } from './phoneMask'

/**
 * Types `text` at the caret of a masked value, as the browser would, and re-masks the result with `country` chosen
 * (`library`: libphonenumber-js, or null before it loads).
 */
function typeAt(masked: string, caret: number, text: string, library?: PhoneLibrary | null, country = 'BR') {
  return remaskPhone({ value: masked.slice(0, caret) + text + masked.slice(caret), caret: caret + text.length }, masked, 'insertText', country, library)
}

test('a mobile number (9 after the DDD) is formatted as (99) 99999-9999, as far as it goes', () => {
  assert.is(formatPhone(''), '')
  assert.is(formatPhone('1'), '(1')
  assert.is(formatPhone('11'), '(11')
  assert.is(formatPhone('119'), '(11) 9')
  assert.is(formatPhone('1198765'), '(11) 98765')
  assert.is(formatPhone('11987654'), '(11) 98765-4')
  assert.is(formatPhone('11987654321'), '(11) 98765-4321')
})

test('a landline is formatted as (99) 9999-9999, as far as it goes', () => {
  // The landline that the mobile-only mask turned into "(11) 33334-444".
  assert.is(formatPhone('1133334444'), '(11) 3333-4444')
  assert.is(formatPhone('113'), '(11) 3')
  assert.is(formatPhone('113333'), '(11) 3333')
  assert.is(formatPhone('1133334'), '(11) 3333-4')
  assert.is(formatPhone('2134567890'), '(21) 3456-7890')
})

test('only digits count, and no more than the mask holds: 11 for a mobile, 10 for a landline', () => {
  assert.is(phoneDigits('(11) 98765-4321'), '11987654321')
  assert.is(phoneDigits('abc 11 x 9'), '119')
  assert.is(phoneDigits('119876543210000'), '11987654321')
  assert.is(phoneDigits('11333344445'), '1133334444')
})

test('typing a landline digit by digit builds its mask', () => {
  let edit = { value: '', caret: 0 }
  for (const digit of '1133334444') edit = typeAt(edit.value, edit.caret, digit)
  assert.equal(edit, { value: '(11) 3333-4444', caret: 14 })
  assert.equal(typeAt(edit.value, edit.caret, '5'), { value: '(11) 3333-4444', caret: 14 })
})

test('before libphonenumber-js has loaded, an international number keeps "+" and its digits', () => {
  assert.is(formatPhoneText('+34 612-345 678', 'BR', null), '+34612345678')
  assert.equal(typeAt('', 0, '+', null), { value: '+', caret: 1 })
  assert.equal(typeAt('+', 1, '3', null), { value: '+3', caret: 2 })
  assert.is(formatPhoneText('+1234567890123456789', 'ES', null), '+123456789012345')
})

test('an international number is formatted as typed once libphonenumber-js has loaded, not masked as Brazilian', async () => {
  await loadPhoneLibrary()
  assert.is(formatPhoneText('+34 612 345 678'), '+34 612 34 56 78')
  assert.is(formatPhoneText('+34612345678'), '+34 612 34 56 78')
  assert.is(formatPhoneText('+1 2125550123'), '+1 212 555 0123')
  let edit = { value: '', caret: 0 }
  for (const key of '+34612345678') edit = typeAt(edit.value, edit.caret, key)
  assert.equal(edit, { value: '+34 612 34 56 78', caret: 16 })
  // Typing in the middle keeps the caret after the new digit.
  assert.equal(typeAt('+34 612 34 56 7', 5, '9'), { value: '+34 691 23 45 67', caret: 6 })
  // Backspace after a space deletes the digit before it.
  const value = '+34 612 34'
  assert.equal(remaskPhone({ value: '+34 61234', caret: 7 }, value, 'deleteContentBackward'), { value: '+34 613 4', caret: 6 })
  // +55 with a number after it is Brazilian again, whatever the country chosen.
  assert.is(formatPhoneText('+55 11 3333 4444'), '(11) 3333-4444')
  assert.is(formatPhoneText('+55 11 3333 4444', 'ES'), '(11) 3333-4444')
})

test('with another country than Brazil chosen, a number without "+" is formatted as that country writes it', async () => {
  await loadPhoneLibrary()
  // The defect of issue 26: a Spanish mobile took the Brazilian mask, "(61) 2345-678".
  assert.is(formatPhoneText('612345678', 'ES'), '612 34 56 78')
  assert.is(formatPhoneText('2015550123', 'US'), '(201) 555-0123')
  assert.is(formatPhoneText('07400123456', 'GB'), '07400 123456')
  let edit = { value: '', caret: 0 }
  for (const digit of '612345678') edit = typeAt(edit.value, edit.caret, digit, undefined, 'ES')
  assert.equal(edit, { value: '612 34 56 78', caret: 12 })
  // Letters are refused as in the Brazilian mask; Backspace after a space deletes the digit before it.
  assert.equal(typeAt('612 34', 6, 'a', undefined, 'ES'), { value: '612 34', caret: 6 })
  assert.equal(remaskPhone({ value: '61234', caret: 3 }, '612 34', 'deleteContentBackward', 'ES'), { value: '613 4', caret: 2 })
  // A "+" number stays international; the same digits with Brazil chosen take the mask.
  assert.is(formatPhoneText('+1 2125550123', 'ES'), '+1 212 555 0123')
  assert.is(formatPhoneText('612345678', 'BR'), '(61) 2345-678')
  // A country libphonenumber-js has no plan for keeps the digits.
  assert.is(formatPhoneText('612345678', 'AQ'), '612345678')
})

test('before libphonenumber-js has loaded, a number of another country keeps its digits, no Brazilian mask', () => {
  assert.is(formatPhoneText('612 345-678', 'ES', null), '612345678')
  assert.equal(typeAt('61234', 5, '5', null, 'ES'), { value: '612345', caret: 6 })
})

test('typing digit by digit builds the mask, caret at the end', () => {
  let edit = { value: '', caret: 0 }
  for (const digit of '11987654321') edit = typeAt(edit.value, edit.caret, digit)
  assert.equal(edit, { value: '(11) 98765-4321', caret: 15 })
})

test('letters and symbols are refused, the caret stays put', () => {
  assert.equal(typeAt('(11) 987', 8, 'a'), { value: '(11) 987', caret: 8 })
  assert.equal(typeAt('(11) 987', 5, '-'), { value: '(11) 987', caret: 5 })
})

test('a 12th digit is refused', () => {
  assert.equal(typeAt('(11) 98765-4321', 15, '9'), { value: '(11) 98765-4321', caret: 15 })
})

test('pasting a formatted or unformatted number gives the same masked value', () => {
  for (const pasted of ['11987654321', '(11) 98765-4321', '11 98765 4321', '+55 11 98765-4321', '+55 (11) 98765-4321', '0055 11 987654321']) {
    assert.equal(remaskPhone({ value: pasted, caret: pasted.length }, '', 'insertFromPaste'), { value: '(11) 98765-4321', caret: 15 }, pasted)
  }
  for (const pasted of ['1133334444', '(11) 3333-4444', '+55 11 3333-4444']) {
    assert.equal(remaskPhone({ value: pasted, caret: pasted.length }, '', 'insertFromPaste'), { value: '(11) 3333-4444', caret: 14 }, pasted)
  }
})

test('typing in the middle keeps the caret after the new digit', () => {
  // "(11) 9876|-4321" → a 5 typed before the hyphen's place
  assert.equal(typeAt('(11) 98764-321', 9, '5'), { value: '(11) 98765-4321', caret: 10 })
  // in the area code
  assert.equal(typeAt('(19) 8', 2, '2'), { value: '(12) 98', caret: 3 })
})

test('deleting a digit in the middle keeps the caret where it was', () => {
  // Backspace after the 8 of "(11) 98765-4321"
  const value = '(11) 98765-4321'
  const edited = value.slice(0, 6) + value.slice(7)
  assert.equal(remaskPhone({ value: edited, caret: 6 }, value, 'deleteContentBackward'), { value: '(11) 97654-321', caret: 6 })
})

test('deleting the first digit after a separator keeps the caret after that separator', () => {
  // Backspace after the 9 of "(11) 9|8765"
  assert.equal(remaskPhone({ value: '(11) 8765', caret: 5 }, '(11) 98765', 'deleteContentBackward'), { value: '(11) 8765', caret: 5 })
})

test('Backspace right after the hyphen or the bracket deletes the digit before it', () => {
  const value = '(11) 98765-4321'
  const withoutHyphen = value.slice(0, 10) + value.slice(11)
  assert.equal(remaskPhone({ value: withoutHyphen, caret: 10 }, value, 'deleteContentBackward'), { value: '(11) 98764-321', caret: 9 })
  const withoutSpace = '(11)98'
  assert.equal(remaskPhone({ value: withoutSpace, caret: 4 }, '(11) 98', 'deleteContentBackward'), { value: '(19) 8', caret: 2 })
})

test('Delete right before the hyphen deletes the digit after it', () => {
  const value = '(11) 98765-4321'
  const withoutHyphen = value.slice(0, 10) + value.slice(11)
  assert.equal(remaskPhone({ value: withoutHyphen, caret: 10 }, value, 'deleteContentForward'), { value: '(11) 98765-321', caret: 10 })
})

test('clearing the field leaves it empty', () => {
  assert.equal(remaskPhone({ value: '', caret: 0 }, '(11) 9', 'deleteContentBackward'), { value: '', caret: 0 })
})

test.run()
