import type { Challenge, Solution } from 'altcha-lib'
import type { SolveRequest } from './solveChallenge.worker'

/**
 * Solves a challenge in a Web Worker of its own, ended once it answers. Rejects when the worker cannot start, fails,
 * or finds nothing within `timeoutMs` (a browser this slow is better told than left waiting).
 */
export function solveInWorker(challenge: Challenge, timeoutMs: number): Promise<Solution> {
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
