import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { buildApp } from '../../server/app'
import { openLeadCapture, type LeadCapture } from '../../server/leadCapture'
import type { LeadStore } from '../../server/leads/leadStore'
import type { LeadRoutesOptions } from '../../server/routes/leadRoutes'
import { readSettings } from '../../server/settings'
import { freePort } from '../../testbed/freePort'
import { easyWork } from '../support/solvedChallenge'
import { tempDir } from '../support/tempDir'

/**
 * The bot defence a test server runs: `quick` asks for work solved at once and a fill time of a tenth of a second,
 * so that a form test's post waits on neither (the form still waits the fill time out, and the server still checks
 * it); `real` is the site's own, for botDefence.browser.test.ts. Only tests choose: the server's settings cannot.
 */
export type TestBotDefence = 'quick' | 'real'

const quickBotDefence = { work: easyWork, minimumFillMs: 100 } satisfies LeadRoutesOptions['botDefence']

/** Which bot defence, and the server's clock for it (by default the real one). */
export type BotDefenceOptions = { botDefence?: TestBotDefence; now?: () => Date }

/**
 * The lead API of the browser tests' server: a SQLite file in a temp directory, no SMTP (emails stay
 * pending), and a rate limit no test run reaches, as every post comes from 127.0.0.1. `siteOrigin` is where the server
 * will listen (`http://127.0.0.1:<port>`): the site's origin, so that leads record their page on it.
 */
export async function openTestLeadCapture(siteOrigin?: string, options: BotDefenceOptions = {}): Promise<{ capture: LeadCapture; file: string }> {
  const file = join(tempDir('browser-leads'), 'leads.sqlite')
  const capture = await openLeadCapture(
    readSettings({ DATABASE_URL: `sqlite:${file}`, LEAD_RATE_LIMIT: '100000', ...(siteOrigin ? { SITE_ORIGINS: siteOrigin } : {}) }),
  )
  const botDefence = { ...capture.routes.botDefence, ...(options.botDefence === 'real' ? {} : quickBotDefence), ...(options.now ? { now: options.now } : {}) }
  return { capture: { ...capture, routes: { ...capture.routes, botDefence } }, file }
}

/** A running test server: its address, its lead store, and how to stop it. */
export type TestServer = { baseUrl: string; store: LeadStore; close(): Promise<void> }

/**
 * Stops a test server. Fastify's close waits for the requests in flight, and a tab of the shared Chromium (tests reuse
 * tabs: tabPool.ts) may keep one open past its test, which once held a whole browser run up: after a short grace the
 * connections are cut.
 */
async function closeSoon(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), 2_000)
  try {
    await app.close()
  } finally {
    clearTimeout(cut)
  }
}

/**
 * Serves the built site in `clientDir` with a test lead API (above) on a free port of 127.0.0.1; `rateLimit` replaces
 * the posts' limit per minute (sendFailures.browser.test.ts allows one).
 */
export async function startTestServer(clientDir: string, options: BotDefenceOptions & { rateLimit?: number } = {}): Promise<TestServer> {
  // The port first: the lead capture takes the address as the site's origin.
  const port = await freePort()
  const { capture } = await openTestLeadCapture(`http://127.0.0.1:${port}`, options)
  const routes = options.rateLimit === undefined ? capture.routes : { ...capture.routes, rateLimit: { max: options.rateLimit } }
  const app = await buildApp({ clientDir, leadCapture: { ...capture, routes } })
  app.addHook('onClose', () => capture.close())
  await app.listen({ host: '127.0.0.1', port })
  return { baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, store: capture.store, close: () => closeSoon(app) }
}
