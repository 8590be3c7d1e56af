/**
 * Whether a body in the charset a Content-Type header declares (`application/json; charset="UTF-8"`) is read
 * correctly: the parsers decode UTF-8 only, so a body in another charset would be stored as mojibake. No charset
 * means UTF-8 (JSON is UTF-8 by RFC 8259; browsers send form posts of a UTF-8 page in UTF-8).
 */
export function isReadableCharset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? '')?.[2]?.toLowerCase()
  return charset === undefined || charset === 'utf-8' || charset === 'utf8'
}
