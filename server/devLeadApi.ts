import type { IncomingMessage, ServerResponse } from 'node:http'
import Fastify from 'fastify'
import { openLeadCapture } from './leadCapture'
import type { WorkerLog } from './outbox/outboxWorker'
import { leadRoutes } from './routes/leadRoutes'
import { readSettings } from './settings'

/** The lead API inside the development server (vite-plugins/devLeadApi.ts), which hands it the requests under `prefix`. */
export type DevLeadApi = {
  /** The API's path prefix (`/api`): the path of `VITE_API_BASE`, as `npm start` reads it. */
  prefix: string
  /** Answers one request of Node's HTTP server. */
  handle(request: IncomingMessage, response: ServerResponse): void
  /** Where notification mails go (or that they wait in the outbox): for the console at start. */
  mailStatus: string
  /** Stops the outbox workers and closes the lead store. */
  close(): Promise<void>
}

/**
 * The same lead routes as `npm start` (validation, rate limit, idempotency, the thank-you redirect of a form posted
 * without JavaScript), over the same settings: leads go to `DATABASE_URL` (default `.data/leads.sqlite`, which
 * `npm run leads -- list` reads) and their mails to `SMTP_URL`, or wait in the outbox without it. Pages stay with
 * vike's dev server; this app has only the API.
 */
export async function startDevLeadApi(env: NodeJS.ProcessEnv, log: WorkerLog): Promise<DevLeadApi> {
  // Quieter than `npm start` unless LOG_LEVEL says otherwise: Vite's console is busy enough.
  const settings = readSettings({ ...env, LOG_LEVEL: env.LOG_LEVEL?.trim() || 'warn' })
  const capture = await openLeadCapture(settings, log)
  const app = Fastify({ logger: { level: settings.logLevel } })
  await app.register(leadRoutes, capture.routes)
  await app.ready()
  return {
    prefix: settings.apiBase,
    handle: (request, response) => app.routing(request, response),
    // One line for the console: where mails go, then where webhooks go when there are any.
    mailStatus: [capture.mailStatus, capture.webhookStatus].filter(Boolean).join(' '),
    async close() {
      await app.close()
      await capture.close()
    },
  }
}
