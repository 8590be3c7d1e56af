import { randomUUID } from 'node:crypto'
import { LeadStoreUnavailable } from '../leads/connectingLeadStore'
import type { ClaimedDelivery, DeliveryChannel, LeadStore, StoredLead } from '../leads/leadStore'
import { isPermanentRefusal } from './isPermanentRefusal'
import { maxRetryDelayMs, retryDelay } from './retryDelay'
import { realClock, type WorkerClock } from './workerClock'

/** The log lines of the outbox workers, the retention job and the store's connection; Fastify's (pino) logger and `console` both fit. */
export type WorkerLog = { info(message: string): void; error(message: string): void }

/** How the worker runs; only `store` and `send` are required. */
export type OutboxWorkerOptions = {
  store: LeadStore
  /** The deliveries this worker makes: the notification emails (the default) or the webhooks. */
  channel?: DeliveryChannel
  /**
   * Makes one delivery of a lead to `destination` (the webhook's URL; empty for the email); a throw
   * counts as a failed attempt, a permanent one when isPermanentRefusal.ts says so.
   */
  send(lead: StoredLead, destination: string): Promise<void>
  /** How often to look for due deliveries when nobody wakes the worker; default 1 s. */
  pollMs?: number
  /** First retry delay, doubled per attempt up to 15 minutes; default 5 s. */
  retryBaseMs?: number
  /** How long a claim reserves a delivery; renewed every third of it while the send is in flight. Default 1 minute. */
  leaseMs?: number
  /** How many sends are in flight at once (the mailer's pool size); the worker claims only what it can start. */
  concurrency?: number
  /** Attempts before a permanent refusal (SMTP 5xx, or an HTTP answer such as 404) marks the delivery failed; default 3. */
  permanentAttempts?: number
  log?: WorkerLog
  /** The time and the timers: the real clock unless a test brings its own (the store must then read the same time). */
  clock?: WorkerClock
}

/** A running worker: `wake()` after a new lead, `stop()` on shutdown (waits for the sends in flight). */
export type OutboxWorker = { wake(): void; stop(): Promise<void> }

/** How logs name a delivery: the email, or the webhook by its receiver's origin (its path may hold a token). */
function deliveryName({ channel, destination }: ClaimedDelivery): string {
  if (channel === 'mail') return 'notification email'
  return URL.canParse(destination) ? `webhook to ${new URL(destination).origin}` : 'webhook'
}

/**
 * Makes the outbox's pending deliveries of one channel, several at a time; the server runs one
 * worker per channel, so a slow webhook receiver never holds up the emails, nor the reverse, and
 * both follow the same rules. The worker claims only as many deliveries as it can start now, under
 * a lease in its own name that it renews while they are in flight, and never starts one whose
 * lease has run out: another instance may have taken it over. A delivery made is marked at once; a
 * failed one gets a later retry, and after repeated permanent refusals it is marked failed for an
 * operator to see. Pending deliveries and expired leases are picked up again after a restart, by
 * this or any other instance.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    channel = 'mail',
    send,
    pollMs = 1000,
    retryBaseMs = 5000,
    leaseMs = 60_000,
    concurrency = 5,
    permanentAttempts = 3,
    log = console,
    clock = realClock,
  } = options
  const worker = randomUUID()
  const inFlight = new Set<Promise<void>>()
  let stopped = false
  let woken = false
  let wakeUp: () => void = () => undefined

  function wake() {
    woken = true
    wakeUp()
  }

  const stopHeartbeat = clock.every(leaseMs / 3, () => {
    if (inFlight.size === 0) return
    store
      .renewLeases(worker, leaseMs)
      .catch((error) => log.error(`outbox: could not renew the leases of the ${channel} deliveries in flight: ${String(error)}`))
  })

  async function recordFailure(delivery: ClaimedDelivery, error: unknown): Promise<void> {
    const { outboxId, attempts, lead } = delivery
    // Kept in the outbox and shown to operators: the senders word their errors without anything the
    // lead said (a webhook error is a status code or an error class, never the receiver's answer).
    const reason = String(error).slice(0, 2000)
    const what = deliveryName(delivery)
    if (isPermanentRefusal(error) && attempts >= permanentAttempts) {
      log.error(`lead ${lead.id}: the ${what} was refused ${attempts} times; marked failed (npm run leads -- list): ${reason}`)
      return store.markFailed(outboxId, reason)
    }
    // A receiver's Retry-After (a webhook's 429 or 503) stretches the back-off, never beyond its cap.
    const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs
    const delay = Math.max(retryDelay(attempts, retryBaseMs), typeof asked === 'number' ? Math.min(asked, maxRetryDelayMs) : 0)
    log.error(`lead ${lead.id}: ${what} failed (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${reason}`)
    return store.scheduleRetry(outboxId, reason, delay)
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    if (clock.now() >= delivery.leaseUntil.getTime()) return
    try {
      await send(delivery.lead, delivery.destination)
    } catch (error) {
      return recordFailure(delivery, error)
    }
    // Delivered: record it at once. If the database is briefly away, insist, since the lease
    // expiring before this lands would make the delivery a second time.
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.markSent(delivery.outboxId)
      } catch (error) {
        if (attempt === 5) throw error
        await new Promise<void>((resolve) => clock.after(200 * attempt, resolve))
      }
    }
  }

  function start(delivery: ClaimedDelivery) {
    const sending: Promise<void> = deliver(delivery)
      .catch((error) => log.error(`lead ${delivery.lead.id}: ${String(error)}`))
      .finally(() => {
        inFlight.delete(sending)
        wake()
      })
    inFlight.add(sending)
  }

  /** Waits for `wake()` (a new lead, a finished send, stop) or, when given, `ms`. */
  function pause(ms?: number): Promise<void> {
    return new Promise((resolve) => {
      const cancel = ms === undefined ? undefined : clock.after(ms, done)
      function done() {
        cancel?.()
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
          const deliveries = await store.claimDeliveries({ channel, limit: free, leaseMs, worker })
          claimed = deliveries.length
          deliveries.forEach(start)
        } catch (error) {
          // A store not open yet said so once; the next poll tries again.
          if (!(error instanceof LeadStoreUnavailable)) log.error(`outbox: ${String(error)}`)
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
      stopHeartbeat()
    },
  }
}
