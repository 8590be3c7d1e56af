import { brazil } from '../countries'
import { loadedPhoneLibrary } from './phoneLibrary'
import { brazilianCountryCode, phoneCountry, phoneKind } from './phoneKind'

// How a phone field shows what is typed (PhoneInput applies it): with Brazil, (99) 9999-9999 or (99) 99999-9999; otherwise
// the chosen country's format, or international after "+", once libphonenumber-js has loaded (plain digits until then).

/** The most digits an international number has (ITU-T E.164). */
const e164DigitCount = 15

/** The most digits a number typed without "+" has: E.164's, after an international call prefix such as 00 or 011. */
const dialledDigitCount = e164DigitCount + 3

/** How many digits a Brazilian number has: 11 for a mobile (its number starts with 9 after the DDD), else 10. */
function nationalDigitCount(digits: string): number {
  return digits[2] === '9' || digits.length < 3 ? 11 : 10
}

/** The digits of a typed or pasted Brazilian phone, without +55 and cut to what the mask holds. */
export function phoneDigits(text: string): string {
  const digits = digitsOf(text)
  return digits.slice(0, nationalDigitCount(digits))
}

/** Formats a Brazilian number's digits as far as they go: `1133334444` → `(11) 3333-4444`, `11987654321` → `(11) 98765-4321`, `1198` → `(11) 98`. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '')
  const local = d.slice(2, nationalDigitCount(d))
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  // The part before the hyphen: 5 digits for a mobile (9xxxx), 4 for a landline.
  const head = local[0] === '9' ? 5 : 4
  return local.length <= head ? `(${d.slice(0, 2)}) ${local}` : `(${d.slice(0, 2)}) ${local.slice(0, head)}-${local.slice(head)}`
}

/** A typed text as shown with `country` chosen: international after "+", else as that country writes it; digits without the library or its plan. */
export function formatPhoneText(text: string, country: string = brazil, library = loadedPhoneLibrary() ?? null): string {
  const kind = phoneKind(text, country)
  if (kind === 'brazilian') return formatPhone(phoneDigits(text))
  const international = kind === 'international'
  const code = international ? undefined : phoneCountry(country)
  const number = international ? `+${digitsOf(text).slice(0, e164DigitCount)}` : digitsOf(text).slice(0, dialledDigitCount)
  return library && (!code || library.isSupportedCountry(code)) ? new library.AsYouType(code).input(number) : number
}

export type PhoneEdit = { value: string; caret: number }

/** Re-masks after an edit, the caret after the same digit; a Backspace or Delete that removed only a separator removes the digit beside it. */
export function remaskPhone(edit: PhoneEdit, previous = '', inputType = '', country: string = brazil, library = loadedPhoneLibrary() ?? null): PhoneEdit {
  let { value, caret } = edit
  if (digitsOf(value) === digitsOf(previous) && value.length < previous.length) {
    if (inputType === 'deleteContentBackward') {
      const at = value.slice(0, caret).search(/\d\D*$/)
      if (at >= 0) [value, caret] = [value.slice(0, at) + value.slice(at + 1), at]
    } else if (inputType === 'deleteContentForward') {
      const at = value.slice(caret).search(/\d/)
      if (at >= 0) value = value.slice(0, caret + at) + value.slice(caret + at + 1)
    }
  }
  const masked = formatPhoneText(value, country, library)
  const before = Math.min(digitsOf(masked).length, digitsOf(value.slice(0, caret), value).length)
  // A caret that followed a bracket, space or hyphen stays after the mask's own ones: "(11) |9", not "(11|) 9".
  const afterSeparator = caret > 0 && !/\d/.test(value[caret - 1]!)
  return { value: masked, caret: caretAfterDigits(masked, before, afterSeparator) }
}

/** The digits of a text, without a leading +55 or 0055; `whole` is the full text when `text` is its beginning. */
export function digitsOf(text: string, whole = text): string {
  const digits = text.replace(/\D/g, '')
  const code = brazilianCountryCode.test(whole) ? /^\s*(\+\s*55|0055)/.exec(whole)![0].replace(/\D/g, '').length : 0
  return digits.slice(Math.min(code, digits.length))
}

/** The position right after the n-th digit of a masked value, or after the separators that follow it. */
function caretAfterDigits(masked: string, n: number, pastSeparators: boolean): number {
  let position = 0
  for (let seen = 0; seen < n && position < masked.length; position++) {
    if (/\d/.test(masked[position]!)) seen++
  }
  if (pastSeparators || n === 0) {
    while (position < masked.length && !/\d/.test(masked[position]!)) position++
  }
  return position
}
