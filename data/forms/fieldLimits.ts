/** The longest value of each form field in characters (schemas, inputs, messages); e-mail: RFC 5321's 254. */
export const fieldLimits = {
  name: 120,
  company: 120,
  role: 120,
  email: 254,
  phone: 32,
  message: 5000,
  origin: 2048,
} as const

/** The largest form post the lead server accepts, in bytes (413 above it); a contact message rarely needs a tenth of it. */
export const maxBodyBytes = 16 * 1024

export type LimitedField = keyof typeof fieldLimits

/** RFC 5321 §4.5.3.1.1: the part of an address before the `@` holds at most 64 octets. */
export const emailLocalPartLimit = 64

/** The page address a form reports, cut to what the schema accepts (a long query string is the usual cause). */
export function pageAddress(href: string): string {
  return href.slice(0, fieldLimits.origin)
}
