import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

/** Solves a challenge in a Web Worker of its own; rejects when the worker cannot start, fails, or finds nothing in time. */
async function solveInWorker(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  // Vite bundles the worker as a file of its own, fetched from the site's origin only when this runs.
  const worker = new Worker(new URL('./solveChallenge.worker.ts', import.meta.url), { type: 'module' })
  // Its failure is this promise's rejection, not an uncaught error; a worker whose file never comes fails a little after the solver's timeout.
  worker.onerror = (event) => event.preventDefault()
  const stalled = setTimeout(() => worker.dispatchEvent(new ErrorEvent('error', { message: 'the challenge took too long to solve' })), timeoutMs + 5_000)
  const solving = solveChallengeWorkers({ challenge, timeout: timeoutMs, concurrency: 1, createWorker: () => worker })
  const solution = await solving.finally(() => clearTimeout(stalled))
  if (!solution) throw new Error('no solution found in time')
  return solution
}

/** Solves a challenge on the page itself: WebCrypto derives each key off the main thread, and altcha-lib yields between tries. */
async function solveOnPage(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs })
  if (!solution) throw new Error('no solution found in time')
  return solution
}

/** The two ways to solve a challenge. An object, so unit tests can replace them. */
export const solvers = { inWorker: solveInWorker, onPage: solveOnPage }

/** In a worker, so typing never stutters, else on the page, so no lead depends on the worker's file (docs/architecture/lead-pipeline.md). */
export async function solveWithFallback(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  try {
    return await solvers.inWorker(challenge, timeoutMs)
  } catch (error) {
    console.warn('The anti-bot check’s worker failed; solving on the page instead.', error)
    return solvers.onPage(challenge, timeoutMs)
  }
}
