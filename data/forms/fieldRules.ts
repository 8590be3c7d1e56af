import * as v from 'valibot'
import { stateCodes, type StateCode } from '../brazilianStates'

/**
 * Error codes the schemas report. The UI turns them into the spec's localized messages
 * (data/forms/errorMessages.ts); the server sends them translated for the form's locale.
 */
export const errorCodes = ['required', 'email', 'phone', 'singleLine', 'state'] as const

/** One of the validation error codes. */
export type ErrorCode = (typeof errorCodes)[number]

// Control characters in a one-line field would let a prospect's text become a mail header.
const singleLinePattern = /^[^\u0000-\u001f\u007f]*$/

/** A required one-line text: trimmed, at least one character, no line breaks. */
export const requiredLine = () =>
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.regex(singleLinePattern, 'singleLine'))

/** A required multi-line text, such as the contact message. */
export const requiredText = () => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'))

/** A required, valid e-mail address. */
export const requiredEmail = () =>
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.email('email'), v.regex(singleLinePattern, 'email'))

/** A required phone number: digits with the mask's punctuation, 8 to 15 digits. */
export const requiredPhone = () =>
  v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.regex(/^\+?[\d\s().-]+$/, 'phone'),
    v.check((value) => {
      const digits = value.replace(/\D/g, '').length
      return digits >= 8 && digits <= 15
    }, 'phone'),
  )

/** One of the 27 federative units. */
export const requiredState = () =>
  v.pipe(
    v.string('required'),
    v.nonEmpty('required'),
    v.check((value): value is StateCode => stateCodes.includes(value as StateCode), 'state'),
  )

/** The page the form was sent from; optional, as a visitor without JavaScript may not send it. */
export const origin = () => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2048)), '')

/** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
export const honeypot = () => v.optional(v.string(), '')
