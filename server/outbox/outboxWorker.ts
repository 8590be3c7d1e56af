import type { ClaimedMail, LeadStore, StoredLead } from '../leads/leadStore'
import { retryDelay } from './retryDelay'

/** The logger methods the worker uses; Fastify's (pino) logger and `console` both fit. */
export type WorkerLog = { info(message: string): void; error(message: string): void }

/** How the worker runs; only `store` and `send` are required. */
export type OutboxWorkerOptions = {
  store: LeadStore
  /** Sends one lead's notification; a throw counts as a failed attempt. */
  send(lead: StoredLead): Promise<void>
  /** How often to look for due emails when nobody wakes the worker; default 1 s. */
  pollMs?: number
  /** First retry delay, doubled per attempt up to 15 minutes; default 5 s. */
  retryBaseMs?: number
  /** How long a claimed email stays reserved for this worker; default 2 minutes, well above a send's timeouts. */
  leaseMs?: number
  /** How many emails one claim takes. */
  batchSize?: number
  log?: WorkerLog
}

/** A running worker: `wake()` after a new lead, `stop()` on shutdown (waits for the send in progress). */
export type OutboxWorker = { wake(): void; stop(): Promise<void> }

/**
 * Sends the outbox's pending notifications. Each email is claimed under a lease, marked sent
 * right after the SMTP server accepted it, or given its error and a later retry. Pending rows and
 * expired leases are picked up again after a restart, by this or any other instance.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, send, pollMs = 1000, retryBaseMs = 5000, leaseMs = 120_000, batchSize = 10, log = console } = options
  let stopped = false
  let woken = false
  let wakeUp: () => void = () => undefined

  async function deliver({ outboxId, attempts, lead }: ClaimedMail): Promise<void> {
    try {
      await send(lead)
    } catch (error) {
      const delay = retryDelay(attempts, retryBaseMs)
      log.error(`lead ${lead.id}: notification email failed (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${String(error)}`)
      await store.markFailed(outboxId, String(error).slice(0, 2000), delay)
      return
    }
    // Sent: record it at once. If the database is briefly away, insist, since the lease
    // expiring before this lands would send the email a second time.
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.markSent(outboxId)
      } catch (error) {
        if (attempt === 5) throw error
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
      }
    }
  }

  async function drain(): Promise<number> {
    const mails = await store.claimMails({ limit: batchSize, leaseMs })
    for (const mail of mails) await deliver(mail)
    return mails.length
  }

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, pollMs)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      wakeUp = done
    })
  }

  async function run(): Promise<void> {
    while (!stopped) {
      woken = false
      let sent = 0
      try {
        sent = await drain()
      } catch (error) {
        log.error(`outbox: ${String(error)}`)
      }
      if (!stopped && sent === 0 && !woken) await pause()
    }
  }

  const running = run()
  return {
    wake() {
      woken = true
      wakeUp()
    },
    async stop() {
      stopped = true
      wakeUp()
      await running
    },
  }
}
