import type { FastifyPluginAsync } from 'fastify'
import { isFormKind } from '../../data/forms/formKinds'
import { createFormChallenge, type ChallengeWork } from '../botDefence/formChallenge'

/** What the challenge route needs: the key that signs, the work asked, the least fill time, the clock, and the posts' rate limit. */
export type ChallengeRouteOptions = {
  secret: () => Promise<string>
  work: ChallengeWork
  /** Between a challenge's issue and its first use (default: formChallenge.ts's `minimumFillMs`). */
  fillMs?: number
  now: () => Date
  rateLimit: { max: number; timeWindow: number }
}

/**
 * `GET {api}/challenge?form=contact|lead`: a fresh proof-of-work challenge for one form, which its script asks for
 * when the visitor first touches the form and solves while they type. 400 for a form that does not exist. No
 * cookie, never cached (each is good once), and rate-limited per address like the posts (leadRoutes.ts sets how
 * much), since issuing one costs a key derivation.
 */
export const challengeRoute: FastifyPluginAsync<ChallengeRouteOptions> = async (app, { secret, work, fillMs, now, rateLimit }) => {
  app.get('/challenge', { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const { form } = request.query as Record<string, unknown>
    if (!isFormKind(form)) throw Object.assign(new Error('Name the form: ?form=contact or ?form=lead'), { statusCode: 400 })
    return createFormChallenge({ secret: await secret(), form, now: now(), work, fillMs })
  })
}
