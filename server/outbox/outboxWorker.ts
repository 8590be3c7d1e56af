import { randomUUID } from 'node:crypto'
import type { ClaimedMail, LeadStore, StoredLead } from '../leads/leadStore'
import { isPermanentRefusal } from './isPermanentRefusal'
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
  /** How long a claim reserves an email; renewed every third of it while the send is in flight. Default 1 minute. */
  leaseMs?: number
  /** How many sends are in flight at once (the mailer's pool size); the worker claims only what it can start. */
  concurrency?: number
  /** Attempts before a permanent refusal (SMTP 5xx) marks the email failed; default 3. */
  permanentAttempts?: number
  log?: WorkerLog
}

/** A running worker: `wake()` after a new lead, `stop()` on shutdown (waits for the sends in flight). */
export type OutboxWorker = { wake(): void; stop(): Promise<void> }

/**
 * Sends the outbox's pending notifications, several at a time. The worker claims only as many
 * emails as it can start sending now, under a lease in its own name that it renews while they are in
 * flight, and never starts a send whose lease has run out: another instance may have taken it over.
 * A sent email is marked at once; a failed one gets a later retry, and after repeated permanent
 * refusals it is marked failed for an operator to see. Pending emails and expired leases are picked
 * up again after a restart, by this or any other instance.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, send, pollMs = 1000, retryBaseMs = 5000, leaseMs = 60_000, concurrency = 5, permanentAttempts = 3, log = console } = options
  const worker = randomUUID()
  const inFlight = new Set<Promise<void>>()
  let stopped = false
  let woken = false
  let wakeUp: () => void = () => undefined

  function wake() {
    woken = true
    wakeUp()
  }

  const heartbeat = setInterval(() => {
    if (inFlight.size === 0) return
    store.renewLeases(worker, leaseMs).catch((error) => log.error(`outbox: could not renew the leases of the emails in flight: ${String(error)}`))
  }, leaseMs / 3)
  heartbeat.unref()

  async function recordFailure({ outboxId, attempts, lead }: ClaimedMail, error: unknown): Promise<void> {
    const reason = String(error).slice(0, 2000)
    if (isPermanentRefusal(error) && attempts >= permanentAttempts) {
      log.error(`lead ${lead.id}: the mail server refused the notification email ${attempts} times; marked failed (npm run leads -- list): ${reason}`)
      return store.markFailed(outboxId, reason)
    }
    const delay = retryDelay(attempts, retryBaseMs)
    log.error(`lead ${lead.id}: notification email failed (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${reason}`)
    return store.scheduleRetry(outboxId, reason, delay)
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    if (Date.now() >= mail.leaseUntil.getTime()) return
    try {
      await send(mail.lead)
    } catch (error) {
      return recordFailure(mail, error)
    }
    // Sent: record it at once. If the database is briefly away, insist, since the lease
    // expiring before this lands would send the email a second time.
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.markSent(mail.outboxId)
      } catch (error) {
        if (attempt === 5) throw error
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
      }
    }
  }

  function start(mail: ClaimedMail) {
    const sending: Promise<void> = deliver(mail)
      .catch((error) => log.error(`lead ${mail.lead.id}: ${String(error)}`))
      .finally(() => {
        inFlight.delete(sending)
        wake()
      })
    inFlight.add(sending)
  }

  /** Waits for `wake()` (a new lead, a finished send, stop) or, when given, `ms`. */
  function pause(ms?: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(done, ms)
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
      const free = concurrency - inFlight.size
      let claimed = 0
      if (free > 0) {
        try {
          const mails = await store.claimMails({ limit: free, leaseMs, worker })
          claimed = mails.length
          mails.forEach(start)
        } catch (error) {
          log.error(`outbox: ${String(error)}`)
        }
      }
      if (stopped || woken) continue
      // Every slot busy: wait for a send to finish. Otherwise, when nothing more was due, wait for a poll.
      if (inFlight.size >= concurrency) await pause()
      else if (claimed < free) await pause(pollMs)
    }
    await Promise.allSettled([...inFlight])
  }

  const running = run()
  return {
    wake,
    async stop() {
      stopped = true
      wake()
      await running
      clearInterval(heartbeat)
    },
  }
}
