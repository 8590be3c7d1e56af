import { solveChallenge, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import type { SolveRequest } from './solveChallenge.worker'

/** Solves a challenge in a Web Worker of its own; rejects when the worker cannot start, fails, or finds nothing in time. */
function solveInWorker(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  return new Promise((resolve, reject) => {
    // Vite bundles the worker as a file of its own, fetched from the site's origin only when this runs.
    const worker = new Worker(new URL('./solveChallenge.worker.ts', import.meta.url), { type: 'module' })
    const timer = setTimeout(() => finish(new Error('the challenge took too long to solve')), timeoutMs + 5_000)
    function finish(error: Error | null, solution?: Solution) {
      clearTimeout(timer)
      worker.terminate()
      if (error) reject(error)
      else resolve(solution!)
    }
    worker.onmessage = ({ data }: MessageEvent<{ solution?: Solution | null; error?: string }>) =>
      data.solution ? finish(null, data.solution) : finish(new Error(data.error ?? 'no solution found in time'))
    worker.onerror = (event) => {
      event.preventDefault()
      finish(new Error(`the challenge worker failed: ${event.message}`))
    }
    worker.postMessage({ challenge, timeoutMs } satisfies SolveRequest)
  })
}

/** Solves a challenge on the page itself: WebCrypto derives each key off the main thread, and altcha-lib yields between tries. */
async function solveOnPage(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs })
  if (!solution) throw new Error('no solution found in time')
  return solution
}

/** The two ways to solve a challenge. An object, so unit tests can replace them. */
export const solvers = { inWorker: solveInWorker, onPage: solveOnPage }

/**
 * Solves a challenge in a worker, so typing never stutters, else on the page itself, so that no lead depends on the
 * worker's file loading (docs/architecture/lead-pipeline.md). Rejects only when both fail.
 */
export async function solveWithFallback(challenge: Challenge, timeoutMs: number): Promise<Solution> {
  try {
    return await solvers.inWorker(challenge, timeoutMs)
  } catch (error) {
    console.warn('The anti-bot check’s worker failed; solving on the page instead.', error)
    return solvers.onPage(challenge, timeoutMs)
  }
}
