import type { FastifyPluginAsync } from 'fastify'
import { createHash, timingSafeEqual } from 'node:crypto'
import { recentRefusalDays, refusalsByReason } from '../botDefence/refusalSummary'
import type { RefusalReason } from '../botDefence/refusalReasons'
import { LeadStoreUnavailable } from '../leads/connectingLeadStore'
import type { ChannelHealth, LeadStore, OutboxHealth } from '../leads/leadStore'

/** `token` (`HEALTH_TOKEN`) shows the counts; a delivery pending past `stuckAfterSeconds` (by default 30 minutes, when a short outage's retries are long over) is stuck. */
export type HealthRouteOptions = { store: LeadStore; token?: string; stuckAfterSeconds?: number; now?: () => Date }

/** The counts a token shows, null when the store cannot be read; bot refusals never turn the check red (docs/operating/lead-api.md). */
function counts(mail?: ChannelHealth, webhook?: ChannelHealth, refusals?: Record<RefusalReason, number>) {
  return {
    store: mail ? 'ok' : 'unreachable',
    pendingMails: mail?.pending ?? null,
    failedMails: mail?.failed ?? null,
    oldestPendingSeconds: mail?.oldestPendingSeconds ?? null,
    pendingWebhooks: webhook?.pending ?? null,
    failedWebhooks: webhook?.failed ?? null,
    oldestPendingWebhookSeconds: webhook?.oldestPendingSeconds ?? null,
    botRefusalsLast7Days: refusals ?? null,
  }
}

/** Whether a request brings `Authorization: Bearer <token>`, compared in constant time (behind a proxy, every caller's address is loopback). */
export function bringsToken(authorization: string | undefined, token: string): boolean {
  if (token === '' || authorization === undefined) return false
  const presented = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization)?.[1]
  if (presented === undefined) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(presented), digest(token))
}

/** `GET {api}/health`: 503 when the store is away or a delivery failed or is stuck; the counts only with the token. */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, { store, token = '', stuckAfterSeconds = 30 * 60, now = () => new Date() }) => {
  app.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const trusted = bringsToken(request.headers.authorization, token)
    let read: [OutboxHealth, Record<RefusalReason, number>]
    try {
      read = [await store.outboxHealth(), await refusalsByReason(store, now(), recentRefusalDays)]
    } catch (error) {
      if (!(error instanceof LeadStoreUnavailable)) request.log.error({ err: error }, 'health: the lead store is unreachable')
      const answer = { status: 'degraded', store: 'unreachable' }
      return reply.code(503).send(trusted ? { ...answer, ...counts() } : answer)
    }
    const [{ mail, webhook }, refusals] = read
    const stuck = [mail, webhook].some((channel) => channel.failed > 0 || channel.oldestPendingSeconds > stuckAfterSeconds)
    const answer = { status: stuck ? 'degraded' : 'ok' }
    return reply.code(stuck ? 503 : 200).send(trusted ? { ...answer, ...counts(mail, webhook, refusals) } : answer)
  })
}
