// The form's proof of work, solved off the main thread so that typing never stutters (solveWithFallback.ts): it answers
// with the solution (null when none was found in time) or an error.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

export type SolveRequest = { challenge: Challenge; timeoutMs: number }

self.onmessage = async ({ data }: MessageEvent<SolveRequest>) => {
  try {
    self.postMessage({ solution: await solveChallenge({ challenge: data.challenge, deriveKey, timeout: data.timeoutMs }) })
  } catch (error) {
    self.postMessage({ error: String(error) })
  }
}
