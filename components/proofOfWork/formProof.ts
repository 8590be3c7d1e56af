// One form's anti-bot step (docs/architecture/lead-pipeline.md): a challenge from the lead API (no cookie, no other
// host), solved while the visitor types.
import type { Challenge } from 'altcha-lib'
import type { FormKind } from '../../data/forms/formKinds'
import { settings } from '../../data/settings'
import { solveWithFallback } from './solveWithFallback'

/** A solved challenge, ready to send as `altcha`: no earlier than `notBefore`, no later than `staleAt` (this page's `performance.now()`). */
export type Proof = { payload: string; notBefore: number; staleAt: number }

/** Why the bot defence refused a post (server/botDefence/refusalReasons.ts), and when to send again for `too-fast`. */
export type Refusal = { reason: string; retryAfterSeconds: number }

/**
 * `solution`: the solved challenge, no sooner than the server allows (none when none could be solved; `onWaiting` hears
 * of a noticeable wait). `cures`: after a refusal, whether one more post may pass (a 425 waited out, a fresh challenge).
 */
export type ProofStep = {
  solution(onWaiting: (waiting: boolean) => void): Promise<string | undefined>
  cures(refusal: Refusal): Promise<boolean>
}

// Far more than the work takes on a slow phone (a few seconds); past it the form goes without it.
const solveTimeoutMs = 60_000
// A challenge is renewed this long before it expires, so one solved long ago never reaches the server stale.
const renewAheadMs = 2 * 60_000
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

/** Fetches and solves one challenge, its times counted on this page's clock from its arrival: the visitor's may differ from the server's. */
async function solveOne(form: FormKind, apiBase: string): Promise<Proof> {
  const response = await fetch(`${apiBase}/challenge?form=${form}`, {
    headers: { accept: 'application/json' },
    credentials: 'omit',
    signal: AbortSignal.timeout(30_000),
  })
  if (!response.ok) throw new Error(`the challenge could not be fetched: ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const receivedAt = performance.now()
  // What the server signs into each challenge (server/botDefence/formChallenge.ts): when it was issued and may be used.
  const { issuedAt, notBefore } = challenge.parameters.data as { issuedAt: number; notBefore: number }
  const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000
  const solution = await solveWithFallback(challenge, solveTimeoutMs)
  // The payload ALTCHA's own widget sends: the challenge and its solution, as base64 JSON.
  const payload = btoa(JSON.stringify({ challenge, solution }))
  return { payload, notBefore: receivedAt + (notBefore - issuedAt), staleAt: receivedAt + (expiresAt - issuedAt) - renewAheadMs }
}

/** Where a challenge is fetched and solved. An object, so unit tests can replace it (happy-dom has no worker, and no lead API). */
export const challenges = { solve: solveOne }

/** Solving starts at once; a send waits for it, or solves again after a failure or near expiry. */
export function startFormProof(form: FormKind): ProofStep {
  let current: Promise<Proof> | undefined
  function solve() {
    const attempt = challenges.solve(form, settings.apiBase)
    current = attempt
    // A failed attempt is forgotten, so the next send tries again.
    attempt.catch(() => {
      if (current === attempt) current = undefined
    })
    return attempt
  }
  async function proof() {
    const solved = await (current ?? solve())
    return performance.now() < solved.staleAt ? solved : solve()
  }
  void solve().catch(() => undefined)
  return {
    async solution(onWaiting) {
      const timer = setTimeout(() => onWaiting(true), quietCheckMs)
      const solved = await proof()
        .catch((error: unknown) => {
          console.error('The anti-bot check did not finish: the form goes without it, for the server to keep unverified.', error)
          return undefined
        })
        .finally(() => {
          clearTimeout(timer)
          onWaiting(false)
        })
      if (!solved) return undefined
      await wait(solved.notBefore - performance.now())
      return solved.payload
    },
    async cures(refusal) {
      // A 425: sent too soon after all, on a server whose clock runs ahead.
      if (refusal.reason === 'too-fast') {
        await wait(refusal.retryAfterSeconds * 1000)
        return true
      }
      if (!renewedOn.includes(refusal.reason)) return false
      current = undefined
      return true
    },
  }
}
