import { Webhook } from 'standardwebhooks'

// Standard Webhooks: 24 to 64 random bytes, base64-encoded, with a `whsec_` prefix.
const minBytes = 24
const maxBytes = 64
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** How an operator makes a secret: printed in the start-up error and in the README. */
export const generateSecretCommand = `node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"`

/** `LEAD_WEBHOOK_SECRET` as `whsec_<base64>`, from that form or bare base64; anything else throws, saying how to make one. */
export function parseWebhookSecret(value: string): string {
  const encoded = value.trim().replace(/^whsec_/, '')
  const bytes = base64.test(encoded) ? Buffer.from(encoded, 'base64').length : 0
  if (bytes < minBytes || bytes > maxBytes) {
    const problem = bytes ? `decodes to ${bytes} bytes` : 'is not base64'
    throw new Error(
      `LEAD_WEBHOOK_SECRET must be ${minBytes} to ${maxBytes} random bytes in base64, optionally prefixed whsec_ (Standard Webhooks); this one ${problem}. ` +
        `Make one with: ${generateSecretCommand}`,
    )
  }
  const secret = `whsec_${encoded}`
  // The library that signs must read it the same way.
  new Webhook(secret)
  return secret
}
