import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'
import { settings } from '../../data/settings'

/** What a form posts (DESIGN.md §3): its fields by name, plus which form, the page's language and address. */
export type LeadPayload = { form: FormKind; locale: Locale; origin: string } & Record<string, string>

/** How a submission ended: stored, refused with a message per field, or not sent at all. */
export type SendResult =
  | { status: 'sent'; id: string }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'failed' }

/** The lead API's address, `{api}/mail/contact`: the forms post there, as JSON or, without JavaScript, natively. */
export function leadEndpoint(apiBase: string = settings.apiBase): string {
  return `${apiBase}/mail/contact`
}

// Long enough for a slow phone network; a request that hangs must not leave the button spinning for ever.
const timeoutMs = 30_000

/**
 * Posts a form to `{api}/mail/contact` as JSON. Unlike the spec's original, every answer but a 2xx is a
 * failure (DESIGN.md §3): a lost lead is worse than a retry. A 400 carries the server's messages per
 * field; anything else (4xx, 5xx, no network, a timeout) is logged and reported as `failed`.
 */
export async function submitLead(payload: LeadPayload, apiBase: string = settings.apiBase): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(leadEndpoint(apiBase), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    console.error('The form could not be sent: no answer from the server.', error)
    return { status: 'failed' }
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.ok) return { status: 'sent', id: String((body as { id?: unknown } | undefined)?.id ?? '') }
  console.error(`The form could not be sent: the server answered ${response.status}.`, body)
  const errors = response.status === 400 ? fieldErrors(body) : undefined
  return errors ? { status: 'invalid', errors } : { status: 'failed' }
}

/** The `errors` of a 400 answer, `{ field: message }`, when it has any. */
function fieldErrors(body: unknown): Record<string, string> | undefined {
  const errors = (body as { errors?: unknown } | undefined)?.errors
  if (typeof errors !== 'object' || errors === null) return undefined
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length ? Object.fromEntries(entries) : undefined
}
