// Part of the form's code fetched on the visitor's first touch: the post of a send (formCode.ts).
import type { FormKind } from '../../data/forms/formKinds'
import { localeTag, type Locale } from '../../data/locales'
import { refusalOf, type Refusal } from '../proofOfWork/formProof'
import { leadEndpoint } from './leadEndpoint'

/** What a form posts (docs/product/forms.md): its fields by name, plus which form, the page's language and address. */
export type LeadPayload = { form: FormKind; locale: Locale; origin: string } & Record<string, string>

export type SendResult =
  | { status: 'sent'; id: string }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'failed'; message?: string; refusal?: Refusal; retryAfterMs?: number }

// Long enough for a slow phone network, short of a button spinning for ever.
const timeoutMs = 30_000
// The server's sentences are one or two lines; anything longer is not one of them.
const maxMessageLength = 300

/** Posts a form as JSON; Accept-Language, so even an error raised before the body is read (too large, too many) is in the page's language. */
export async function submitLead(payload: LeadPayload, idempotencyKey: string): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(leadEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': localeTag(payload.locale),
        'idempotency-key': idempotencyKey,
      },
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
  if (errors) return { status: 'invalid', errors }
  const message = serverMessage(body, response.status)
  const refusal = refusalOf(response, body)
  const retryAfterMs = storeAwayFor(response)
  return { status: 'failed', ...(message ? { message } : {}), ...(refusal ? { refusal } : {}), ...(retryAfterMs ? { retryAfterMs } : {}) }
}

/** The wait before sending again a lead the server could not store (503 with Retry-After, docs/operating/lead-api.md), 5 to 60 s. */
function storeAwayFor(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'))
  if (response.status !== 503 || !Number.isFinite(seconds) || seconds <= 0) return undefined
  return Math.min(60, Math.max(5, Math.ceil(seconds))) * 1000
}

/** The `errors` of a 400 answer, `{ field: message }`, when it has any. */
function fieldErrors(body: unknown): Record<string, string> | undefined {
  const errors = (body as { errors?: unknown } | undefined)?.errors
  if (typeof errors !== 'object' || errors === null) return undefined
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** The `message` of our server's error answer, `{ statusCode, message }`: a proxy's JSON, in no known language, is not shown. */
function serverMessage(body: unknown, status: number): string | undefined {
  const { statusCode, message } = (typeof body === 'object' && body !== null ? body : {}) as { statusCode?: unknown; message?: unknown }
  if (statusCode !== status || typeof message !== 'string') return undefined
  const text = message.trim()
  return text && text.length <= maxMessageLength ? text : undefined
}
