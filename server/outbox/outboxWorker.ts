import { randomUUID } from 'node:crypto'
import { LeadStoreUnavailable } from '../leads/connectingLeadStore'
import type { ClaimedDelivery, DeliveryChannel, LeadStore, StoredLead } from '../leads/leadStore'

/** The log lines of the outbox workers, the retention job and the store's connection; pino and `console` both fit. */
export type WorkerLog = { info(message: string): void; error(message: string): void }

/** How the worker runs; only `store` and `send` are required. */
export type OutboxWorkerOptions = {
  store: LeadStore
  /** The notification emails (the default) or the webhooks. */
  channel?: DeliveryChannel
  /** Makes one delivery to `destination` (the webhook's URL; empty for the email); a throw is a failed attempt. */
  send(lead: StoredLead, destination: string): Promise<void>
  /** When nobody wakes the worker; default 1 s. */
  pollMs?: number
  /** First retry delay, doubled per attempt up to 15 minutes; default 5 s. */
  retryBaseMs?: number
  /** How long a claim reserves a delivery, renewed every third of it while in flight; default 1 minute. */
  leaseMs?: number
  /** Sends in flight at once (the mailer's pool size); the worker claims only what it can start. */
  concurrency?: number
  /** Attempts before a permanent refusal marks the delivery failed; default 3. */
  permanentAttempts?: number
  log?: WorkerLog
  /** Only tests bring their own (the store must then read the same time). */
  clock?: WorkerClock
}

/** The outbox worker's time and timers: the real clock, or a test's fake one (tests/support/outboxTime.ts). */
export type WorkerClock = {
  now(): number
  /** Runs `run` once, `ms` from now; returns what cancels it. */
  after(ms: number, run: () => void): () => void
  /** Runs `run` every `ms`, without keeping the process alive for it; returns what stops it. */
  every(ms: number, run: () => void): () => void
}

export const realClock: WorkerClock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
  every(ms, run) {
    const timer = setInterval(run, ms)
    timer.unref()
    return () => clearInterval(timer)
  },
}

/** The longest wait between two attempts: an SMTP outage never delays a lead by more after it ends. */
export const maxRetryDelayMs = 15 * 60_000

/** Exponential backoff: after attempt 1 wait `baseMs`, then twice as long each time, up to `maxMs`. */
export function retryDelay(attempts: number, baseMs: number, maxMs = maxRetryDelayMs): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)))
}

/** A refusal for good: an SMTP 5xx (RFC 5321 §4.2.1) or a webhook answer marked `permanent`; all else is retried. */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode: code, permanent } = (error ?? {}) as { responseCode?: unknown; permanent?: unknown }
  return (typeof code === 'number' && code >= 500 && code < 600) || permanent === true
}

/** A running worker: `wake()` after a new lead, `stop()` on shutdown (waits for the sends in flight). */
export type OutboxWorker = { wake(): void; stop(): Promise<void> }

/** Makes one channel's deliveries, claiming only what it can start under a renewed lease; never one whose lease ran out. */
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
    const { outboxId, attempts, lead, channel, destination } = delivery
    // Kept and shown to operators: the senders word errors without anything the lead said.
    const reason = String(error).slice(0, 2000)
    // A webhook by its receiver's origin: its path may hold a token.
    const what = channel === 'mail' ? 'notification email' : URL.canParse(destination) ? `webhook to ${new URL(destination).origin}` : 'webhook'
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
    // Insist if the database is briefly away: a lease expiring first would make the delivery twice.
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
