import type { WorkerLog } from '../outbox/outboxWorker'
import type { LeadStore } from './leadStore'

/**
 * What a store that is not open yet throws: its reason was logged when the attempt failed, so callers that retry
 * on their own (the outbox workers, the lead route's 503) need not log it again.
 */
export class LeadStoreUnavailable extends Error {
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`the lead store is unreachable: ${reason}`, options)
  }
}

/** An error as one log line: its code and message, never a stack (an AggregateError of a dual-stack connect has no message of its own). */
export function storeProblem(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const message = error.message || (error instanceof AggregateError ? error.errors.map(storeProblem).join('; ') : error.name)
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message
}

/** How the store is opened, named in the log, and retried. */
export type ConnectingStoreOptions = {
  kind: LeadStore['kind']
  /** The store as the log names it: "PostgreSQL at db.internal:5432/tecto"; never a password. */
  name: string
  /** Opens the store and brings its schema up to date (openLeadStore). */
  open(): Promise<LeadStore>
  log: WorkerLog
  /** The first wait before trying again; doubled per failure up to `maxRetryMs`. */
  firstRetryMs?: number
  maxRetryMs?: number
  now?: () => number
}

/** The lead store, open or not yet; `connect()` makes one attempt now, `opened` settles on the first success. */
export type ConnectingLeadStore = LeadStore & { connect(): Promise<boolean>; readonly opened: Promise<void> }

/**
 * A lead store that connects when it can. The site must not depend on its database: while the store cannot be
 * opened, every call throws LeadStoreUnavailable at once (a lead answers 503, the health check says unreachable),
 * and the store is tried again in the background with a bounded back-off, so leads are taken as soon as it is back.
 * Callers that arrive during an attempt share it, so the migrations never run twice. Once open, the store's own
 * connections recover from outages (the PostgreSQL pool reconnects; SQLite has none to lose).
 */
export function connectingLeadStore(options: ConnectingStoreOptions): ConnectingLeadStore {
  const { name, log, firstRetryMs = 250, maxRetryMs = 5000, now = Date.now } = options
  let store: LeadStore | undefined
  let attempt: Promise<LeadStore> | undefined
  let failure: LeadStoreUnavailable | undefined
  let retryMs = firstRetryMs
  let retryAt = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  let markOpened: () => void = () => {}
  const opened = new Promise<void>((resolve) => (markOpened = resolve))

  function opening(): Promise<LeadStore> {
    if (store) return Promise.resolve(store)
    if (closed) return Promise.reject(new LeadStoreUnavailable('the lead store is closed'))
    if (attempt) return attempt
    if (failure && now() < retryAt) return Promise.reject(failure)
    attempt = options.open().then(succeeded, failed)
    return attempt
  }

  async function succeeded(ready: LeadStore): Promise<LeadStore> {
    attempt = undefined
    if (closed) {
      await ready.close()
      throw new LeadStoreUnavailable('the lead store is closed')
    }
    store = ready
    clearTimeout(retryTimer)
    log.info(failure ? `lead store: ${name} is reachable again; leads are stored` : `lead store: ${name}`)
    failure = undefined
    markOpened()
    return ready
  }

  function failed(error: unknown): never {
    attempt = undefined
    // Said once: an outage of hours must not fill the log with the same line.
    if (!failure) log.error(`lead store: ${name} is unreachable (${storeProblem(error)}); pages are served, leads are answered 503 until it is back`)
    failure = new LeadStoreUnavailable(storeProblem(error), { cause: error })
    retryAt = now() + retryMs
    clearTimeout(retryTimer)
    if (!closed) retryTimer = setTimeout(() => opening().catch(() => undefined), retryMs)
    retryMs = Math.min(retryMs * 2, maxRetryMs)
    throw failure
  }

  /** The store's method `key`, called once the store is open. */
  function later<K extends Exclude<keyof LeadStore, 'kind' | 'close'>>(key: K): LeadStore[K] {
    type Method = (...args: unknown[]) => Promise<unknown>
    const call = async (...args: unknown[]) => ((await opening())[key] as Method)(...args)
    return call as unknown as LeadStore[K]
  }

  return {
    kind: options.kind,
    opened,
    connect: () =>
      opening().then(
        () => true,
        () => false,
      ),
    addLead: later('addLead'),
    countRefusal: later('countRefusal'),
    refusalCounts: later('refusalCounts'),
    purgeBotRecords: later('purgeBotRecords'),
    sharedSecret: later('sharedSecret'),
    claimDeliveries: later('claimDeliveries'),
    renewLeases: later('renewLeases'),
    markSent: later('markSent'),
    scheduleRetry: later('scheduleRetry'),
    markFailed: later('markFailed'),
    retryFailedDeliveries: later('retryFailedDeliveries'),
    mailCounts: later('mailCounts'),
    webhookCounts: later('webhookCounts'),
    outboxHealth: later('outboxHealth'),
    listLeads: later('listLeads'),
    eraseByEmail: later('eraseByEmail'),
    purgeBefore: later('purgeBefore'),
    async close() {
      closed = true
      clearTimeout(retryTimer)
      await attempt?.catch(() => undefined)
      await store?.close()
    },
  }
}
