import type { WorkerLog } from '../outbox/outboxWorker'
import type { LeadStore } from './leadStore'

/** What a store that is not open yet throws: its reason was logged once already, so callers need not repeat it. */
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

/** How the store is opened (openLeadStore), named in the log ("PostgreSQL at db.internal:5432/tecto", never a password), and retried. */
export type ConnectingStoreOptions = {
  kind: LeadStore['kind']
  name: string
  open(): Promise<LeadStore>
  log: WorkerLog
  now?: () => number
}

/** The lead store, open or not yet; `connect()` makes one attempt now, `opened` settles on the first success. */
export type ConnectingLeadStore = LeadStore & { connect(): Promise<boolean>; readonly opened: Promise<void> }

/** Connects when it can, so the site never depends on its database: until then calls throw LeadStoreUnavailable (a 503). */
export function connectingLeadStore(options: ConnectingStoreOptions): ConnectingLeadStore {
  const { name, log, now = Date.now } = options
  let store: LeadStore | undefined
  let attempt: Promise<LeadStore> | undefined
  let failure: LeadStoreUnavailable | undefined
  // The first wait before trying again, doubled per failure up to 5 s.
  let retryMs = 250
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
    retryMs = Math.min(retryMs * 2, 5000)
    throw failure
  }

  // Every other method of the store, called once it is open. `then` stays undefined: this is no promise.
  const methods = new Proxy({} as LeadStore, {
    get: (_, key) =>
      key === 'then'
        ? undefined
        : async (...args: unknown[]) => ((await opening()) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>)[key]!(...args),
  })
  const own: Pick<ConnectingLeadStore, 'kind' | 'opened' | 'connect' | 'close'> = {
    kind: options.kind,
    opened,
    connect: () =>
      opening().then(
        () => true,
        () => false,
      ),
    async close() {
      closed = true
      clearTimeout(retryTimer)
      await attempt?.catch(() => undefined)
      await store?.close()
    },
  }
  return Object.assign(Object.create(methods), own)
}
