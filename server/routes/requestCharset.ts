/**
 * The `charset` parameter of a Content-Type header, lower-cased, or undefined when there is none.
 * `application/json; charset="UTF-8"` → `utf-8`.
 */
export function requestCharset(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '')
  return match?.[2]?.toLowerCase()
}

/**
 * Whether a body in this charset is read correctly: the parsers decode UTF-8 only, so a body
 * declared in another charset would be stored as mojibake. No charset means UTF-8 (JSON is UTF-8
 * by RFC 8259; browsers send form posts of a UTF-8 page in UTF-8).
 */
export function isReadableCharset(contentType: string | undefined): boolean {
  const charset = requestCharset(contentType)
  return charset === undefined || charset === 'utf-8' || charset === 'utf8'
}
