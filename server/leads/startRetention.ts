import type { WorkerLog } from '../outbox/outboxWorker'
import type { LeadStore } from './leadStore'

const dayMs = 86_400_000

/** A running retention job: `stop()` on shutdown. */
export type Retention = { stop(): void }

/** Deletes the leads older than `days` now (awaited: the privacy policy's promise is kept at start) and daily. */
export async function startRetention(options: { store: LeadStore; days: number; log: WorkerLog; now?: () => Date }): Promise<Retention> {
  const { store, days, log, now = () => new Date() } = options
  async function purge() {
    const cutoff = new Date(now().getTime() - days * dayMs)
    await store.purgeBefore(cutoff).then(
      (count) => log.info(`retention: deleted ${count} lead(s) received before ${cutoff.toISOString()} (LEAD_RETENTION_DAYS=${days})`),
      (error) => log.error(`retention: the purge of leads older than ${days} days failed: ${String(error)}`),
    )
    await store
      .purgeBotRecords(cutoff)
      .catch((error) => log.error(`retention: the purge of expired challenges and old refusal counts failed: ${String(error)}`))
  }
  await purge()
  const timer = setInterval(purge, dayMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
