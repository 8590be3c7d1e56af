import type { LeadPayload, Refusal, SendResult, submitLead } from '../forms/submitLead'
import type { FormProof, Proof } from '../forms/useProofOfWork'

/** Where solved challenges come from (formProof.ts): `proof()` waits for one, `renew()` throws it away. */
export type ProofSource = { proof(): Promise<Proof>; renew(): void }

// Only a check that keeps a sent form waiting longer than this is worth a word to the visitor.
const quietCheckMs = 400
// Refusals a fresh challenge cures (one solved long ago, or spent by a send whose answer was lost): one more try.
const renewedOn = ['expired', 'replayed', 'no-solution', 'bad-solution', 'other-form']

/** The bot defence's reason for a refusal (403, 409, 425), with its Retry-After in seconds (0 without one). */
function refusalOf(response: Response, body: unknown): Refusal | undefined {
  const reason = (body as { reason?: unknown } | undefined)?.reason
  if (typeof reason !== 'string' || ![403, 409, 425].includes(response.status)) return undefined
  const retryAfter = Number(response.headers.get('retry-after'))
  return { reason, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 60) : 0 }
}

async function wait(ms: number) {
  if (ms > 0) await new Promise<void>((resolve) => setTimeout(resolve, ms))
}

/** The source's solved challenge, waited for; `onWaiting` hears of the wait only once it is long enough to notice. */
async function solved(source: ProofSource, onWaiting: (waiting: boolean) => void): Promise<Proof> {
  let spoke = false
  const timer = setTimeout(() => {
    spoke = true
    onWaiting(true)
  }, quietCheckMs)
  try {
    return await source.proof()
  } finally {
    clearTimeout(timer)
    if (spoke) onWaiting(false)
  }
}

/**
 * Sending with a solved challenge, no sooner than the server allows. A refusal that a fresh challenge cures, or a
 * 425 (sent too soon after all, on a server whose clock runs ahead), is tried once more by itself, under the same
 * idempotency key. When no challenge could be solved, the form is sent without one. `submit` posts the form: the forms'
 * own submitLead, which the send's code brings (components/forms/formSend.ts).
 */
export function proofSender(source: ProofSource): FormProof {
  async function send(
    payload: LeadPayload,
    key: string,
    onWaiting: (waiting: boolean) => void,
    submit: typeof submitLead,
    retried = false,
  ): Promise<SendResult> {
    const proof = await solved(source, onWaiting).catch((error: unknown) => {
      console.error('The anti-bot check did not finish: the form goes without it, for the server to keep unverified.', error)
      return undefined
    })
    // No lead waits on the check: without a solution the server keeps it, flagged unverified (docs/architecture/lead-pipeline.md).
    if (!proof) return submit(payload, { idempotencyKey: key })
    await wait(proof.notBefore - performance.now())
    const result = await submit({ ...payload, altcha: proof.payload }, { idempotencyKey: key, refusalOf })
    if (result.status !== 'failed' || !result.refusal || retried) return result
    if (result.refusal.reason === 'too-fast') {
      await wait(result.refusal.retryAfterSeconds * 1000)
      return send(payload, key, onWaiting, submit, true)
    }
    if (!renewedOn.includes(result.refusal.reason)) return result
    source.renew()
    return send(payload, key, onWaiting, submit, true)
  }
  return { send: (payload, key, onWaiting, submit) => send(payload, key, onWaiting, submit) }
}
