/** An `Idempotency-Key` header as the server accepts it: 1 to 255 visible ASCII characters (browsers send a UUID). */
const keyPattern = /^[\x21-\x7e]{1,255}$/

/** A header value the route cannot use as a key: answered 400, since the client sent it on purpose. */
export class InvalidIdempotencyKey extends Error {
  readonly statusCode = 400
  constructor() {
    super('The Idempotency-Key header must be 1 to 255 visible ASCII characters')
  }
}

/** The request's idempotency key, `null` when it sent none; throws InvalidIdempotencyKey for a malformed one. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null
  if (Array.isArray(header) || !keyPattern.test(header)) throw new InvalidIdempotencyKey()
  return header
}
