import * as v from 'valibot'
import { brazil, isCountryCode } from '../countries'
import { emailLocalPartLimit, fieldLimits } from './fieldLimits'
import { lineBreaks, wellFormed, invisibleControls, withoutControls } from './cleanText'

/** Error codes the schemas report, which the forms and the server turn into messages (data/forms/errorMessages.ts). */
export const errorCodes = ['required', 'email', 'phone', 'phoneCountry', 'phoneInternational', 'singleLine', 'state', 'country', 'tooLong'] as const

export type ErrorCode = (typeof errorCodes)[number]

/** The start of every required text: a string, cleaned (invisible controls dropped by default), trimmed, not empty. */
const filled = (clean: (text: string) => string = withoutControls) =>
  [v.string('required'), v.transform(clean), v.trim(), v.nonEmpty<string, 'required'>('required')] as const

/** A required one-line text. */
export const requiredLine = (max: number) =>
  v.pipe(
    ...filled(),
    v.check((value) => value.search(lineBreaks) < 0, 'singleLine'),
    v.maxLength(max, 'tooLong'),
  )

/** A required multi-line text, such as the contact message: every kind of line break becomes `\n`. */
export const requiredText = (max: number) =>
  v.pipe(...filled((text) => wellFormed(text).replace(lineBreaks, '\n').replace(invisibleControls, '')), v.maxLength(max, 'tooLong'))

/** A required, valid e-mail address, within RFC 5321's lengths. */
export const requiredEmail = () =>
  v.pipe(
    ...filled(),
    v.maxLength(fieldLimits.email, 'email'),
    v.email('email'),
    v.check((value) => value.indexOf('@') <= emailLocalPartLimit, 'email'),
  )

/** A required phone number's text; whether it fits the chosen country is formKinds.ts's check, which sees both fields. */
export const requiredPhone = () => v.pipe(...filled())

/** The lead's country; a post without it comes from a page built before the form asked, and counts as Brazil. */
export const requiredCountry = () =>
  v.optional(
    v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.check((code) => isCountryCode(code), 'country'),
    ),
    brazil,
  )

/** What a form posts besides what the visitor types, each optional: a post without JavaScript sends no `origin` nor `altcha`. */
export const machineEntries = {
  /** The page the form was sent from. */
  origin: v.optional(v.pipe(v.string(), v.transform(withoutControls), v.trim(), v.maxLength(fieldLimits.origin, 'tooLong')), ''),
  /** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
  website: v.optional(v.string(), ''),
  /** The solved anti-bot challenge (server/botDefence), required only of the script's posts. */
  altcha: v.optional(v.string(), ''),
}
