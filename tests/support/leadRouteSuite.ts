// The lead route under test on its own (Fastify's inject, a SQLite store per test), for server/routes/leadRoutes*.test.ts.
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { join } from 'node:path'
import { suite } from 'uvu'
import type { LeadStore } from '../../server/leads/leadStore'
import { openSqliteLeadStore } from '../../server/leads/openLeadStore'
import { leadRoutes, type LeadRoutesOptions } from '../../server/routes/leadRoutes'
import { easyWork, fromTheForm, testClock } from './solvedChallenge'
import { tempDir } from './tempDir'

/** The site's origin, the only one the route lets call it from another origin. */
export const site = 'https://tecto.com.br'

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
export const json = (body: unknown): InjectOptions => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
export const formPost = (fields: Record<string, string>): InjectOptions => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: form(fields),
})

/** What each test sees: the app and its store, new for the test, and how often the route woke the mail worker. */
export type LeadRouteState = { app: FastifyInstance; store: LeadStore; woken: number }

/**
 * A uvu suite of POST /api/mail/contact: before each test a new SQLite store and the lead routes on it, closed after.
 * `post` sends as the form does: a JSON object goes with a solved challenge (server/routes/botDefence.test.ts posts
 * as bots do, without one). `build` makes another server on the test's store, e.g. with a lower rate limit.
 */
export function leadRouteSuite(name: string) {
  const test = suite(name)
  const dir = tempDir('routes')
  let files = 0
  const state = {} as LeadRouteState
  const clock = testClock()
  const botDefence = { secret: 'the route tests’ secret, long enough to sign with', work: easyWork, now: clock.now }

  /** A new, empty SQLite lead store. */
  const newStore = () => openSqliteLeadStore(join(dir, `${++files}.sqlite`))

  async function build(options: Partial<LeadRoutesOptions> = {}) {
    const server = Fastify()
    await server.register(leadRoutes, {
      prefix: '/api',
      store: state.store,
      onLeadStored: () => state.woken++,
      allowedOrigins: [site],
      rateLimit: { max: 1000 },
      botDefence,
      ...options,
    })
    return server
  }

  /** A challenge of the test's app (servers built here share its secret), so a limited server's own limits stay untouched. */
  const challengeOf = async (form: string) => (await state.app.inject({ method: 'GET', url: `/api/challenge?form=${form}` })).json()

  const post = async (options: InjectOptions, server = state.app) =>
    server.inject({ method: 'POST', url: '/api/mail/contact', ...(await fromTheForm(options, challengeOf, clock)) })

  test.before.each(async () => {
    state.store = await newStore()
    state.woken = 0
    state.app = await build()
  })
  // Never throws: uvu would swallow a failing before.each along with it (its runner returns from `finally`).
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => state.app.close())
      .catch(() => undefined)
    await Promise.resolve()
      .then(() => state.store.close())
      .catch(() => undefined)
  })

  return { test, state, build, post, newStore }
}
