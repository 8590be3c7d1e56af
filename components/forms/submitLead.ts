// Part of the form's code fetched on the visitor's first touch (formCode.ts): the post of a send (formSend.ts), with a
// solved challenge (components/proofOfWork/proofStep.ts) or, when none can be had, without one.
import type { FormKind } from '../../data/forms/formKinds'
import { localeTag, type Locale } from '../../data/locales'
import { settings } from '../../data/settings'
import type { Refusal } from '../proofOfWork/proofStep'
import { leadEndpoint } from './leadEndpoint'

/** What a form posts (docs/product/forms.md): its fields by name, plus which form, the page's language and address. */
export type LeadPayload = { form: FormKind; locale: Locale; origin: string } & Record<string, string>

/** How a submission ended: stored, refused with a message per field, or not sent, with the server's reason when it gave one. */
export type SendResult =
  | { status: 'sent'; id: string }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'failed'; message?: string; refusal?: Refusal }

/**
 * How to send: the submission's idempotency key (the same for every retry of the same values), the API base, and
 * how to read a refusal of the bot defence (components/proofOfWork/proofStep.ts).
 */
export type SendOptions = { idempotencyKey: string; apiBase?: string; refusalOf?: (response: Response, body: unknown) => Refusal | undefined }

// Long enough for a slow phone network; a request that hangs must not leave the button spinning for ever.
const timeoutMs = 30_000
// The server's sentences are one or two lines; anything longer is not one of them.
const maxMessageLength = 300

/**
 * Posts a form to `{api}/mail/contact` as JSON. Every answer but a 2xx is a
 * failure: a lost lead is worse than a retry. A 400 carries the server's messages per
 * field; anything else (4xx, 5xx, no network, a timeout) is logged and reported as `failed`, with the
 * server's own message when it sent one. Accept-Language names the page's language, so even an error
 * raised before the server reads the body (too large, too many) comes back in it.
 */
export async function submitLead(payload: LeadPayload, { idempotencyKey, apiBase = settings.apiBase, refusalOf }: SendOptions): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(leadEndpoint(apiBase), {
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
  const refusal = refusalOf?.(response, body)
  return { status: 'failed', ...(message ? { message } : {}), ...(refusal ? { refusal } : {}) }
}

/** The `errors` of a 400 answer, `{ field: message }`, when it has any. */
function fieldErrors(body: unknown): Record<string, string> | undefined {
  const errors = (body as { errors?: unknown } | undefined)?.errors
  if (typeof errors !== 'object' || errors === null) return undefined
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * The `message` of our server's error answer, `{ statusCode, message }` with the answer's own status.
 * A proxy or gateway in between may answer JSON of its own, in no particular language: not shown.
 */
function serverMessage(body: unknown, status: number): string | undefined {
  const { statusCode, message } = (typeof body === 'object' && body !== null ? body : {}) as { statusCode?: unknown; message?: unknown }
  if (statusCode !== status || typeof message !== 'string') return undefined
  const text = message.trim()
  return text && text.length <= maxMessageLength ? text : undefined
}
