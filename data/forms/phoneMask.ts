// SPEC §5's phone mask, (99) 99999-9999, as pure functions: the PhoneInput component only applies them.

/** How many digits the mask holds: DDD (2) and a mobile number (9). */
export const phoneDigitCount = 11

/** The digits of a typed or pasted phone, without Brazil's +55 country code and cut to the mask's 11. */
export function phoneDigits(text: string): string {
  return digitsOf(text).slice(0, phoneDigitCount)
}

/** Formats up to 11 digits as far as they go: `1198` → `(11) 98`, `11987654321` → `(11) 98765-4321`. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, phoneDigitCount)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`
}

/** An input's text and caret position. */
export type PhoneEdit = { value: string; caret: number }

/**
 * Re-masks an input after an edit, keeping the caret after the same digit it followed, so editing in
 * the middle of a number does not throw the caret to the end. `inputType` is the input event's: when
 * Backspace or Delete removed only a bracket, space or hyphen, the digit beside it goes instead, or
 * the key would seem dead.
 */
export function remaskPhone(edit: PhoneEdit, previous = '', inputType = ''): PhoneEdit {
  let { value, caret } = edit
  if (digitsOf(value) === digitsOf(previous) && value.length < previous.length) {
    if (inputType === 'deleteContentBackward') {
      const at = lastDigitBefore(value, caret)
      if (at >= 0) [value, caret] = [value.slice(0, at) + value.slice(at + 1), at]
    } else if (inputType === 'deleteContentForward') {
      const at = firstDigitFrom(value, caret)
      if (at >= 0) value = value.slice(0, at) + value.slice(at + 1)
    }
  }
  const digits = phoneDigits(value)
  const before = Math.min(digits.length, digitsOf(value.slice(0, caret), value).length)
  const masked = formatPhone(digits)
  // A caret that followed a bracket, space or hyphen stays after the mask's own ones: "(11) |9", not "(11|) 9".
  const afterSeparator = caret > 0 && !/\d/.test(value[caret - 1]!)
  return { value: masked, caret: caretAfterDigits(masked, before, afterSeparator) }
}

/**
 * The digits of a text. A number that starts with +55 (or 0055) loses its country code: pasting
 * `+55 11 98765-4321` gives `11987654321`. `whole` is the full text when `text` is its beginning,
 * so the code is recognized (and not counted before the caret) in both.
 */
function digitsOf(text: string, whole = text): string {
  const digits = text.replace(/\D/g, '')
  const codeLength = /^\s*(\+\s*55|0055)/.exec(whole)?.[0].replace(/\D/g, '').length ?? 0
  return digits.slice(Math.min(codeLength, digits.length))
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

function lastDigitBefore(text: string, caret: number): number {
  for (let i = caret - 1; i >= 0; i--) if (/\d/.test(text[i]!)) return i
  return -1
}

function firstDigitFrom(text: string, caret: number): number {
  for (let i = caret; i < text.length; i++) if (/\d/.test(text[i]!)) return i
  return -1
}
