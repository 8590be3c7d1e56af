import * as v from 'valibot'
import { emailLocalPartLimit, fieldLimits } from './fieldLimits'

/**
 * Error codes the schemas report. The UI turns them into the localized messages of docs/product/forms.md
 * (data/forms/errorMessages.ts); the server sends them translated for the form's locale.
 */
export const errorCodes = ['required', 'email', 'phone', 'phoneCountry', 'phoneInternational', 'singleLine', 'state', 'country', 'tooLong'] as const

/** One of the validation error codes. */
export type ErrorCode = (typeof errorCodes)[number]

// Characters nobody can see or mean to type: C0 controls but TAB, LF and CR, DEL, and C1 controls but
// NEL (a line break). A store may refuse them (PostgreSQL refuses NUL), so they are dropped, never
// turned into an error the visitor could not find, and never the reason a lead is lost.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const invisibleControls = /[\u0000-\u0008\u000e-\u001f\u007f\u0080-\u0084\u0086-\u009f]/g
// Every way text can break a line, Unicode's included; in a one-line field it could start a mail header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const lineBreak = /[\n\r\u000b\u000c\u0085\u2028\u2029]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const lineBreaks = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g

// A surrogate pair, or a half without its other half.
const surrogates = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g

/** The text with each lone surrogate half (JSON can carry `\ud800`) as one U+FFFD, so both stores keep the same text. */
const wellFormed = (text: string) => text.replace(surrogates, (match) => (match.length === 2 ? match : '\ufffd'))

/** Drops invisible controls; a tab is a space. */
const withoutControls = (text: string) => wellFormed(text).replace(invisibleControls, '').replace(/\t/g, ' ')

/** A required one-line text: invisible controls dropped, trimmed, at least one character, no line break. */
export const requiredLine = (max: number) =>
  v.pipe(
    v.string('required'),
    v.transform(withoutControls),
    v.trim(),
    v.nonEmpty('required'),
    v.check((value) => !lineBreak.test(value), 'singleLine'),
    v.maxLength(max, 'tooLong'),
  )

/** A required multi-line text, such as the contact message: every kind of line break becomes `\n`. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string('required'),
    v.transform((text) => wellFormed(text).replace(lineBreaks, '\n').replace(invisibleControls, '')),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(max, 'tooLong'),
  )

/** A required, valid e-mail address, within RFC 5321's lengths. */
export const requiredEmail = () =>
  v.pipe(
    v.string('required'),
    v.transform(withoutControls),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(fieldLimits.email, 'email'),
    v.email('email'),
    v.check((value) => value.indexOf('@') <= emailLocalPartLimit, 'email'),
  )

/**
 * A required phone number's text. Whether it is a number of the country chosen beside it, and how the lead keeps
 * it, is the form's own check (data/forms/phoneRule.ts), which sees both fields and words its message for the country.
 */
export const requiredPhone = () => v.pipe(v.string('required'), v.transform(withoutControls), v.trim(), v.nonEmpty('required'))

/** The page the form was sent from; optional, as a visitor without JavaScript may not send it. */
export const origin = () => v.optional(v.pipe(v.string(), v.transform(withoutControls), v.trim(), v.maxLength(fieldLimits.origin, 'tooLong')), '')

/** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
export const honeypot = () => v.optional(v.string(), '')

/**
 * The solved anti-bot challenge (server/botDefence), as the form's script sends it: `altcha`, a base64 payload. A form
 * posted without JavaScript has none. The server checks it before the fields, and refuses a post without one only
 * when the post came from the script.
 */
export const proofOfWork = () => v.optional(v.string(), '')
