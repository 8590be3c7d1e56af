/**
 * Whether this browser can solve the anti-bot check: a worker and WebCrypto (a secure page). Known before the form's
 * code comes (useSendForm.ts). An object, so unit tests can replace it.
 */
export const proofSupport = {
  supported: () => typeof Worker === 'function' && typeof globalThis.crypto?.subtle === 'object',
}
