// One form's anti-bot step (docs/architecture/lead-pipeline.md): the send (components/forms/formSend.ts) asks it for a
// solved challenge before each post and, after a refusal, whether one more try may cure it. It never posts itself.

/** A solved challenge, ready to send as `altcha`: no earlier than `notBefore`, no later than `staleAt` (this page's `performance.now()`). */
export type Proof = { payload: string; notBefore: number; staleAt: number }

/** Why the bot defence refused a post (server/botDefence/refusalReasons.ts), and when to send again for `too-fast`. */
export type Refusal = { reason: string; retryAfterSeconds: number }

/** Where solved challenges come from (formProof.ts): `proof()` waits for one, `renew()` throws it away. */
export type ProofSource = { proof(): Promise<Proof>; renew(): void }

/** What the send calls: `solution` before a post, `cures` after a refusal of it. */
export type ProofStep = {
  /** The solved challenge, waited for and no sooner than the server allows; none when none could be solved. `onWaiting` hears of a noticeable wait. */
  solution(onWaiting: (waiting: boolean) => void): Promise<string | undefined>
  /** Whether one more post may pass after this refusal: the Retry-After of a 425 waited out, or a fresh challenge ready to solve. */
  cures(refusal: Refusal): Promise<boolean>
}

// Only a check that keeps a sent form waiting longer than this is worth a word to the visitor.
const quietCheckMs = 400
// Refusals a fresh challenge cures (one solved long ago, or spent by a send whose answer was lost).
const renewedOn = ['expired', 'replayed', 'no-solution', 'bad-solution', 'other-form']

/** The bot defence's reason for a refusal (403, 409, 425), with its Retry-After in seconds (0 without one). */
export function refusalOf(response: Response, body: unknown): Refusal | undefined {
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

/** The step over a source of solved challenges. When none can be solved, the send posts without one, to be kept unverified. */
export function proofStep(source: ProofSource): ProofStep {
  return {
    async solution(onWaiting) {
      const proof = await solved(source, onWaiting).catch((error: unknown) => {
        console.error('The anti-bot check did not finish: the form goes without it, for the server to keep unverified.', error)
        return undefined
      })
      if (!proof) return undefined
      await wait(proof.notBefore - performance.now())
      return proof.payload
    },
    async cures(refusal) {
      // A 425: sent too soon after all, on a server whose clock runs ahead.
      if (refusal.reason === 'too-fast') {
        await wait(refusal.retryAfterSeconds * 1000)
        return true
      }
      if (!renewedOn.includes(refusal.reason)) return false
      source.renew()
      return true
    },
  }
}
