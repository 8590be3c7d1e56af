import { solveChallenge, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { solveInWorker } from './solveInWorker'

/** Solves a challenge on the page itself: WebCrypto derives each key off the main thread, and altcha-lib yields between tries. */
async function solveOnPage(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs })
  if (!solution) throw new Error('no solution found in time')
  return solution
}

/** The two ways to solve a challenge. An object, so unit tests can replace them. */
export const solvers = { inWorker: solveInWorker, onPage: solveOnPage }

/**
 * Solves a challenge in a worker, so typing never stutters; when the worker cannot (its script blocked or not
 * fetched, `new Worker` refused, the worker failing or silent past its time limit), on the page itself, so that no
 * lead depends on that one file loading (docs/architecture/lead-pipeline.md). Rejects only when both fail.
 */
export async function solveWithFallback(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  try {
    return await solvers.inWorker(challenge, timeoutMs)
  } catch (error) {
    console.warn('The anti-bot check’s worker failed; solving on the page instead.', error)
    return solvers.onPage(challenge, timeoutMs)
  }
}
