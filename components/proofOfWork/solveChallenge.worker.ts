// The form's proof of work, solved off the main thread so that typing never stutters: it receives the challenge
// from formProof.ts and answers with the solution (or null when none was found in time) or an error.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

/** What the page asks: the challenge, and how long to try. */
export type SolveRequest = { challenge: Challenge; timeoutMs: number }

self.onmessage = async ({ data }: MessageEvent<SolveRequest>) => {
  try {
    const solution = await solveChallenge({ challenge: data.challenge, deriveKey, timeout: data.timeoutMs })
    self.postMessage({ solution })
  } catch (error) {
    self.postMessage({ error: String(error) })
  }
}
