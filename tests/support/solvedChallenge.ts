// Solving the lead API's anti-bot challenges in tests, as the form's worker does in the browser
// (components/proofOfWork): the same library, at a work small enough to take no time.
import type { InjectOptions } from 'fastify'
import type { FormKind } from '../../data/forms/formKinds'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { minimumFillMs, type ChallengeWork } from '../../server/botDefence/formChallenge'
import { readSubmission } from '../../server/routes/readSubmission'

/** A challenge solved at once: one PBKDF2 iteration, a counter under 5. */
export const easyWork: ChallengeWork = { cost: 1, minCounter: 1, maxCounter: 4 }

/** A clock for the route that tests move on: posts may then follow their challenge at once, or not. */
export function testClock(start = Date.now()) {
  let time = start
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms
    },
  }
}

/** A test's clock. */
export type TestClock = ReturnType<typeof testClock>

/** The `altcha` field the form sends: the challenge and its solution, base64 JSON. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the test challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** How a test gets a challenge from the server under test: inject or real HTTP. */
export type ChallengeSource = (form: FormKind) => Promise<Challenge>

/**
 * A body with a fresh, solved challenge for its form, posted as a person would: the clock moves on by the time a
 * person takes at least. The challenge is for the form the route will take the body for.
 */
export async function withSolution<T extends Record<string, unknown>>(body: T, source: ChallengeSource, clock?: TestClock): Promise<T & { altcha: string }> {
  const challenge = await source(readSubmission(body).kind)
  clock?.advance(minimumFillMs)
  return { ...body, altcha: await solve(challenge) }
}

/**
 * A request as the form's script sends it: a JSON post whose body is an object gets a solved challenge, unless it
 * has one; anything else (a form post, a body that is no object, malformed JSON) goes as it is.
 */
export async function fromTheForm(options: InjectOptions, source: ChallengeSource, clock?: TestClock): Promise<InjectOptions> {
  const type = String((options.headers as Record<string, unknown> | undefined)?.['content-type'] ?? '')
  // inject sends an object payload as JSON when no type is given.
  const isObjectPayload = typeof options.payload === 'object' && options.payload !== null && !Buffer.isBuffer(options.payload)
  if (!(type.startsWith('application/json') || (type === '' && isObjectPayload))) return options
  let body: unknown = options.payload
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      return options
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'altcha' in body) return options
  const solved = await withSolution(body as Record<string, unknown>, source, clock)
  return { ...options, payload: typeof options.payload === 'string' ? JSON.stringify(solved) : solved }
}
