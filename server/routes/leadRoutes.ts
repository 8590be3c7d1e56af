import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { randomUUID } from 'node:crypto'
import { localizeErrors } from '../../data/forms/errorMessages'
import type { ReplyProblem } from '../../data/forms/formReplyText'
import { nodeI18n } from '../../locales/nodeI18n'
import type { LeadStore } from '../leads/leadStore'
import { answerLocale } from './answerLocale'
import { errorAnswer, replyProblem } from './errorAnswer'
import { healthRoute } from './healthRoute'
import { idempotencyKey } from './idempotencyKey'
import { isReadableCharset } from './requestCharset'
import { readSubmission, type Submission } from './readSubmission'
import { replyPage } from './replyPage'
import { formPagePath, sitePage, thanksPath } from './sitePage'
import { validateLead } from './validateLead'

/** What the lead route needs: where leads go and whom to tell about a new one. */
export type LeadRoutesOptions = {
  store: LeadStore
  /** Called after each stored lead, to wake the outbox worker. */
  onLeadStored?: () => void
  /** Origins allowed to call the API cross-origin (SITE_ORIGINS); never a wildcard. */
  allowedOrigins?: readonly string[]
  /** Posts per IP address and time window; default 10 a minute. */
  rateLimit?: { max: number; timeWindowMs?: number }
}

/** The largest body accepted (DESIGN.md §3); a contact message rarely needs a tenth of it. */
export const maxBodyBytes = 16 * 1024

// When the store fails the lead was not kept: the visitor should simply send again shortly.
const retryAfterSeconds = 30
const acceptedTypes = ['application/json', 'application/x-www-form-urlencoded']

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase()
}

/** A post from a plain HTML form (no JavaScript): it gets redirects and HTML pages, not JSON. */
function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === 'application/x-www-form-urlencoded'
}

/** The page's language for the answer to a request, from its body once read, else its headers. */
function localeOf(request: FastifyRequest) {
  const { 'accept-language': acceptLanguage, referer } = request.headers
  return answerLocale({ body: request.body, acceptLanguage, referer, formPost: isFormPost(request) })
}

/**
 * `POST /mail/contact`, to register under the API base (`prefix: settings.apiBase`). JSON or
 * form-encoded; 201 `{ id }` (or 303 to the thank-you page for a form post) once the lead is
 * committed; 400 with localized messages; 413, 415, 429; 503 with Retry-After when the store
 * fails. Every JSON error is `{ statusCode, error, message }` (a 400 adds `errors` by field), its
 * message in the page's language. Body parsers, rate limit and CORS are registered here, for this
 * route alone.
 */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (app, options) => {
  const { store, onLeadStored = () => undefined, allowedOrigins = [], rateLimit: limit = { max: 10 } } = options
  await app.register(formbody, { bodyLimit: maxBodyBytes })
  // The plugin throws what the builder returns: a plain status, so the error handler below words it.
  await app.register(rateLimit, { global: false, errorResponseBuilder: (_request, context) => Object.assign(new Error('Rate limit exceeded'), { statusCode: context.statusCode }) })
  // The form's script sends the page's language and an idempotency key: API hosts must let both through.
  await app.register(cors, { origin: [...allowedOrigins], methods: ['POST'], allowedHeaders: ['content-type', 'accept-language', 'idempotency-key'], maxAge: 600 })
  await app.register(healthRoute, { store })

  function answerPage(request: FastifyRequest, reply: FastifyReply, status: number, problem: ReplyProblem, submission?: Submission, errors?: Record<string, string>) {
    const locale = localeOf(request)
    const page = submission?.fields.origin ?? request.headers.referer
    const backHref = sitePage(formPagePath(locale, page), page, allowedOrigins)
    return reply.code(status).type('text/html; charset=utf-8').send(replyPage({ locale, problem, errors, backHref }))
  }

  function accepted(request: FastifyRequest, reply: FastifyReply, submission: Submission, id: string) {
    if (!isFormPost(request)) return reply.code(201).send({ id })
    return reply.redirect(sitePage(thanksPath(submission.locale), submission.fields.origin, allowedOrigins), 303)
  }

  // Every failure ends here: client mistakes keep their 4xx, anything else becomes a 503 the
  // browser can retry; never a 500, never a crash.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503
    if (status === 503) {
      request.log.error({ err: error }, 'lead route failed')
      reply.header('retry-after', String(retryAfterSeconds))
    }
    if (isFormPost(request)) return answerPage(request, reply, status, replyProblem(status))
    return reply.code(status).send(errorAnswer(status, localeOf(request)))
  })

  app.post('/mail/contact', {
    bodyLimit: maxBodyBytes,
    config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs ?? 60_000 } },
    // After the rate limit, before reading the body: only JSON and form posts are parsed.
    preParsing: async (request) => {
      if (!acceptedTypes.includes(mediaType(request))) throw Object.assign(new Error('Send the form as JSON or form-encoded'), { statusCode: 415 })
      if (!isReadableCharset(request.headers['content-type'])) throw Object.assign(new Error('Send the form in UTF-8'), { statusCode: 415 })
    },
    handler: async (request, reply) => {
      const submission = readSubmission(request.body, request.headers.referer)
      // Bots get what a person gets, so they learn nothing; nothing is stored.
      if (submission.isBot) return accepted(request, reply, submission, randomUUID())
      const result = await validateLead(submission)
      if (!result.ok) {
        const locale = localeOf(request)
        const errors = localizeErrors(nodeI18n(locale), submission.kind, result.errors)
        return isFormPost(request) ? answerPage(request, reply, 400, 'invalid', submission, errors) : reply.code(400).send(errorAnswer(400, locale, errors))
      }
      // A store failure throws to the error handler: 503, nothing promised. A repeated key answers
      // the lead it stored the first time, with nothing stored or mailed again.
      const stored = await store.addLead({ ...result.lead, idempotencyKey: idempotencyKey(request.headers['idempotency-key']) })
      if (stored.replayed) return accepted(request, reply, submission, stored.id)
      try {
        onLeadStored()
      } catch (error) {
        // The lead is committed; the worker's next poll sends it.
        request.log.error({ err: error }, 'could not wake the outbox worker')
      }
      return accepted(request, reply, submission, stored.id)
    },
  })
}
