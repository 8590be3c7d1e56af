import type { IncomingMessage, ServerResponse } from 'node:http'
import Fastify from 'fastify'
import { openLeadCapture } from './leadCapture'
import type { WorkerLog } from './outbox/outboxWorker'
import { leadRoutes } from './routes/leadRoutes'
import { readSettings } from './settings'

/** The lead API inside the development server (vite-plugins/devLeadApi.ts), which hands it the requests under `prefix`. */
export type DevLeadApi = Awaited<ReturnType<typeof startDevLeadApi>>

/** The same lead routes as `npm start` over the same settings; the pages stay with vike's dev server. */
export async function startDevLeadApi(env: NodeJS.ProcessEnv, log: WorkerLog) {
  // Quieter than `npm start` unless LOG_LEVEL says otherwise: Vite's console is busy enough.
  const settings = readSettings({ ...env, LOG_LEVEL: env.LOG_LEVEL?.trim() || 'warn' })
  const capture = await openLeadCapture(settings, log)
  const app = Fastify({ logger: { level: settings.logLevel } })
  await app.register(leadRoutes, capture.routes)
  await app.ready()
  return {
    prefix: settings.apiBase,
    handle: (request: IncomingMessage, response: ServerResponse) => app.routing(request, response),
    // Where notification mails and webhooks go: for the console at start.
    mailStatus: [capture.mailStatus, capture.webhookStatus].filter(Boolean).join(' '),
    async close() {
      await app.close()
      await capture.close()
    },
  }
}
