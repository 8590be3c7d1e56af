// Part of the form's code fetched on the visitor's first touch (components/forms/formCode.ts), never with the page: it
// asks the lead API for a challenge and has a worker solve it while the visitor types (or the page itself, when the
// worker cannot: solveWithFallback.ts), for the send to post with it (proofStep.ts). No cookie, no other host.
import type { Challenge } from 'altcha-lib'
import type { FormKind } from '../../data/forms/formKinds'
import { settings } from '../../data/settings'
import { proofStep, type Proof, type ProofStep } from './proofStep'
import { solveWithFallback } from './solveWithFallback'

// Far more than the work takes on a slow phone (a few seconds); past it the form goes without it (proofStep.ts).
const solveTimeoutMs = 60_000
// A challenge is renewed this long before it expires, so one solved long ago never reaches the server stale.
const renewAheadMs = 2 * 60_000

/** What the server signs into each challenge (server/botDefence/formChallenge.ts): when it was issued and may be used. */
type ChallengeData = { issuedAt: number; notBefore: number }

async function fetchChallenge(form: FormKind, apiBase: string): Promise<Challenge> {
  const response = await fetch(`${apiBase}/challenge?form=${form}`, {
    headers: { accept: 'application/json' },
    credentials: 'omit',
    signal: AbortSignal.timeout(30_000),
  })
  if (!response.ok) throw new Error(`the challenge could not be fetched: ${response.status}`)
  return response.json() as Promise<Challenge>
}

/**
 * Fetches and solves one challenge. Its times are counted on this page's own clock from the moment it arrived, since
 * the visitor's clock may differ from the server's: the server's gap between issue and first use is kept.
 */
async function solveOne(form: FormKind, apiBase: string): Promise<Proof> {
  const challenge = await fetchChallenge(form, apiBase)
  const receivedAt = performance.now()
  const { issuedAt, notBefore } = challenge.parameters.data as ChallengeData
  const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000
  const solution = await solveWithFallback(challenge, solveTimeoutMs)
  // The payload ALTCHA's own widget sends: the challenge and its solution, as base64 JSON.
  const payload = btoa(JSON.stringify({ challenge, solution }))
  return { payload, notBefore: receivedAt + (notBefore - issuedAt), staleAt: receivedAt + (expiresAt - issuedAt) - renewAheadMs }
}

/** Where a challenge is fetched and solved. An object, so unit tests can replace it (happy-dom has no worker, and no lead API). */
export const challenges = { solve: solveOne }

/**
 * The proof of work of one form on this page: solving starts at once; each send waits for it (or starts it again
 * after a failure, or once the solution is about to expire), and a refusal throws it away (proofStep.ts).
 */
export function startFormProof(form: FormKind): ProofStep {
  const { apiBase } = settings
  let current: Promise<Proof> | undefined
  function solve() {
    const attempt = challenges.solve(form, apiBase)
    current = attempt
    // A failed attempt is forgotten, so the next send tries again; the send that waits on it tells the visitor.
    attempt.catch(() => {
      if (current === attempt) current = undefined
    })
    return attempt
  }
  void solve().catch(() => undefined)
  return proofStep({
    async proof() {
      const proof = await (current ?? solve())
      return performance.now() < proof.staleAt ? proof : solve()
    },
    renew() {
      current = undefined
    },
  })
}
