import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { randomBytes, randomUUID } from 'node:crypto'
import { localizeErrors } from '../../data/forms/errorMessages'
import { isFormKind } from '../../data/forms/formKinds'
import { maxBodyBytes } from '../../data/forms/fieldLimits'
import { localizePath } from '../../data/localePath'
import { paths } from '../../data/routes'
import { nodeI18n } from '../../locales/nodeI18n'
import { checkSolution, createFormChallenge, defaultChallengeWork, type ChallengeWork } from '../botDefence/formChallenge'
import { BotRefusal, type RefusalReason } from '../botDefence/refusalReasons'
import { LeadStoreUnavailable } from '../leads/connectingLeadStore'
import { ChallengeUsed, type LeadStore, type SpentChallenge } from '../leads/leadStore'
import { answerLocale, errorAnswer, isFormPost, isRecord, mediaType, replyProblem } from './errorAnswer'
import { healthRoute } from './healthRoute'
import { leadAttribution, leadPage } from './leadPage'
import { readSubmission, type Submission, validateLead } from './readSubmission'
import { formReplyPage, sitePage, type RenderFormPage } from './formReplyPage'
import { loadOnce } from '../../shared/loadOnce'

/** What the lead routes need; `onLeadStored` wakes the outbox workers. */
export type LeadRoutesOptions = {
  store: LeadStore
  onLeadStored?: () => void
  /** Origins allowed to call the API cross-origin (SITE_ORIGINS); never a wildcard. */
  allowedOrigins?: readonly string[]
  /** Posts per IP address a minute; default 10. */
  rateLimit?: { max: number }
  /** The server sets the key alone (`LEAD_CHALLENGE_SECRET`, else the store's shared one); the rest is for tests: no setting weakens it. */
  botDefence?: { secret?: string; work?: ChallengeWork; minimumFillMs?: number; now?: () => Date }
  /** `HEALTH_TOKEN`: without it no one sees the health counts. */
  healthToken?: string
  /** A form posted without JavaScript and refused is answered with its own page, filled in (formReplyPage.ts). */
  renderFormPage?: RenderFormPage
}

// An `Idempotency-Key` as accepted: 1 to 255 visible ASCII characters (browsers send a UUID).
const keyPattern = /^[\x21-\x7e]{1,255}$/

/** The page's language for the answer to a request, from its body once read, else its headers. */
const localeOf = (request: FastifyRequest) => answerLocale(request.headers, request.body)

/** `POST /mail/contact`, `GET /challenge` and `GET /health` under the API base, with their own body parsers, rate limit and CORS (docs/operating/lead-api.md). */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (app, options) => {
  const { store, onLeadStored = () => undefined, allowedOrigins = [], rateLimit: limit = { max: 10 }, botDefence = {} } = options
  const { work = defaultChallengeWork, minimumFillMs: fillMs, now = () => new Date() } = botDefence
  // The key that signs challenges, the same on every instance: the setting, else a random key the first instance keeps
  // in the store. Read when first needed: a store unreachable at start answers 503s, and the next request tries again.
  const secret = loadOnce(async () => botDefence.secret || store.sharedSecret('lead-challenge', randomBytes(32).toString('base64url')))
  const rateLimitConfig = { max: limit.max, timeWindow: 60_000 }
  await app.register(formbody, { bodyLimit: maxBodyBytes })
  // The plugin throws what the builder returns: a plain status, so the error handler below words it.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => Object.assign(new Error('Rate limit exceeded'), { statusCode: context.statusCode }),
  })
  // The form's script sends the page's language and an idempotency key: API hosts must let both through.
  await app.register(cors, {
    origin: [...allowedOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'accept-language', 'idempotency-key'],
    maxAge: 600,
  })
  await app.register(healthRoute, { store, token: options.healthToken })
  // A person asks for more challenges than they send posts (a second tab, a renewal after a pause): three per post.
  // Never cached (each is good once); rate-limited like the posts, as issuing one costs a key derivation.
  app.get('/challenge', { config: { rateLimit: { ...rateLimitConfig, max: rateLimitConfig.max * 3 } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const { form } = request.query as Record<string, unknown>
    if (!isFormKind(form)) throw Object.assign(new Error('Name the form: ?form=contact or ?form=lead'), { statusCode: 400 })
    return createFormChallenge({ secret: await secret(), form, now: now(), work, fillMs })
  })

  const pageOptions = { allowedOrigins, renderFormPage: options.renderFormPage }

  function accepted(request: FastifyRequest, reply: FastifyReply, submission: Submission, id: string) {
    if (!isFormPost(request.headers)) return reply.code(201).send({ id })
    return reply.redirect(sitePage(localizePath(submission.locale, paths.thanks), submission.fields.origin, allowedOrigins), 303)
  }

  /** Counts a refused post by its reason; a count that cannot be written is logged and changes nothing for the answer. */
  const count = (request: FastifyRequest, reason: RefusalReason) =>
    store.countRefusal(reason).catch((error: unknown) => request.log.error({ err: error }, 'could not count a refused post'))

  /** Answers a post the bot defence refused, with its status, its sentence and its reason; nothing is stored. */
  async function refuse(request: FastifyRequest, reply: FastifyReply, refusal: BotRefusal, submission: Submission) {
    await count(request, refusal.reason)
    if (refusal.retryAfterMs > 0) reply.header('retry-after', String(Math.ceil(refusal.retryAfterMs / 1000)))
    const status = refusal.statusCode
    if (isFormPost(request.headers)) return formReplyPage(request, reply, { ...pageOptions, status, problem: replyProblem(status), submission })
    return reply.code(status).send(errorAnswer(status, localeOf(request), undefined, refusal.reason))
  }

  // Client mistakes keep their 4xx, anything else is a 503 the browser can retry; never a 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503
    if (status === 503) {
      // A store that is not open yet logged why once; every post meanwhile would only repeat it.
      if (!(error instanceof LeadStoreUnavailable)) request.log.error({ err: error }, 'lead route failed')
      // The lead was not kept: the visitor should simply send again shortly.
      reply.header('retry-after', '30')
    }
    if (isFormPost(request.headers)) return formReplyPage(request, reply, { ...pageOptions, status, problem: replyProblem(status) })
    return reply.code(status).send(errorAnswer(status, localeOf(request)))
  })

  app.post('/mail/contact', {
    bodyLimit: maxBodyBytes,
    config: { rateLimit: rateLimitConfig },
    // After the rate limit, before reading the body: only JSON and form posts are parsed.
    preParsing: async (request) => {
      if (!['application/json', 'application/x-www-form-urlencoded'].includes(mediaType(request.headers)))
        throw Object.assign(new Error('Send the form as JSON or form-encoded'), { statusCode: 415 })
      // The parsers decode UTF-8 only (JSON is UTF-8 by RFC 8259; browsers post a UTF-8 page's forms in UTF-8).
      const charset = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(request.headers['content-type'] ?? '')?.[2]?.toLowerCase()
      if (charset && charset !== 'utf-8' && charset !== 'utf8') throw Object.assign(new Error('Send the form in UTF-8'), { statusCode: 415 })
    },
    handler: async (request, reply) => {
      // JSON that is no object (an array, a string, null) is no form at all: unreadable, whatever it holds.
      if (!isRecord(request.body)) throw Object.assign(new Error('Send the form as an object of fields'), { statusCode: 400 })
      const submission = readSubmission(request.body, request.headers.referer)
      // Bots get what a person gets, so they learn nothing; nothing is stored.
      if (submission.isBot) {
        await count(request, 'honeypot')
        return accepted(request, reply, submission, randomUUID())
      }
      // Before the fields: a bot learns nothing about them. A person's solution is not spent by a 400, so the
      // corrected form goes out with it again.
      // Without a solved challenge (no JavaScript, a blocked worker) the lead is stored unverified.
      const payload = submission.fields.altcha
      let solution: SpentChallenge | undefined
      try {
        if (payload !== undefined && payload !== '') solution = await checkSolution({ secret: await secret(), payload, form: submission.kind, now: now() })
      } catch (error) {
        if (error instanceof BotRefusal) return refuse(request, reply, error, submission)
        throw error
      }
      const result = await validateLead(submission)
      if (!result.ok) {
        const locale = localeOf(request)
        const errors = localizeErrors(nodeI18n(locale), submission.kind, result.errors, submission.fields)
        if (isFormPost(request.headers)) return formReplyPage(request, reply, { ...pageOptions, status: 400, problem: 'invalid', submission, errors })
        return reply.code(400).send(errorAnswer(400, locale, errors))
      }
      // A repeated key answers the lead it stored the first time, with nothing stored or mailed again.
      const key = request.headers['idempotency-key']
      if (key !== undefined && (Array.isArray(key) || !keyPattern.test(key))) {
        throw Object.assign(new Error('The Idempotency-Key header must be 1 to 255 visible ASCII characters'), { statusCode: 400 })
      }
      const { origin: originHeader, referer } = request.headers
      const origin = leadPage({ field: submission.fields.origin, originHeader, referer, host: request.host, locale: result.lead.locale }, allowedOrigins)
      const attribution = leadAttribution({ fields: submission.fields, referer, host: request.host, formPost: isFormPost(request.headers) }, allowedOrigins)
      const stored = await store
        .addLead({ ...result.lead, origin, attribution, idempotencyKey: key ?? null, verified: solution !== undefined, challenge: solution ?? null })
        .catch((error: unknown) => {
          if (error instanceof ChallengeUsed) return undefined
          throw error
        })
      if (!stored) return refuse(request, reply, new BotRefusal('replayed'), submission)
      // A replay was stored and woke the workers the first time.
      if (!stored.replayed) onLeadStored()
      return accepted(request, reply, submission, stored.id)
    },
  })
}
