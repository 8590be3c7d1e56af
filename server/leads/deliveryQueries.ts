import { type Kysely, sql } from 'kysely'
import { toStoredLead } from './leadRow'
import type { ChannelHealth, ClaimedDelivery, DeliveryChannel, DeliveryCounts, DeliveryState } from './leadStore'
import type { LeadTables } from './leadStoreOn'
import type { Dialect } from './migrations'

const releaseLease = { locked_until: null, locked_by: null }

/** The outbox's queries: a claim is a lease in `locked_until`, on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two instances never take one row. */
export function deliveryQueries({ dialect, db }: { dialect: Dialect; db: Kysely<LeadTables> }, now: () => Date) {
  const iso = (moment: Date) => moment.toISOString()
  const count = (status: DeliveryState['status']) => sql<number | string>`count(*) FILTER (WHERE outbox.status = ${status})`

  async function counts(channel: DeliveryChannel): Promise<DeliveryCounts> {
    const row = await db
      .selectFrom('outbox')
      .select([count('pending').as('pending'), count('sent').as('sent'), count('failed').as('failed')])
      .where('channel', '=', channel)
      .executeTakeFirstOrThrow()
    return { pending: Number(row.pending), sent: Number(row.sent), failed: Number(row.failed) }
  }

  /** The outbox as monitoring sees it, both channels in one query (one moment); throws when the store is unreachable. */
  async function outboxHealth(): Promise<Record<DeliveryChannel, ChannelHealth>> {
    const rows = await db
      .selectFrom('outbox')
      .innerJoin('leads', 'leads.id', 'outbox.lead_id')
      .select(['outbox.channel', count('pending').as('pending'), count('failed').as('failed')])
      .select(sql<string | Date | null>`min(leads.created_at) FILTER (WHERE outbox.status = 'pending')`.as('oldest'))
      .groupBy('outbox.channel')
      .execute()
    const health = (channel: DeliveryChannel): ChannelHealth => {
      const row = rows.find((candidate) => candidate.channel === channel)
      if (!row) return { pending: 0, failed: 0, oldestPendingSeconds: 0 }
      const oldestPendingSeconds = row.oldest ? Math.max(0, Math.floor((now().getTime() - new Date(row.oldest).getTime()) / 1000)) : 0
      return { pending: Number(row.pending), failed: Number(row.failed), oldestPendingSeconds }
    }
    return { mail: health('mail'), webhook: health('webhook') }
  }

  return {
    /** Leases up to `limit` due, pending deliveries of `channel` to `worker` for `leaseMs`; no other worker gets them meanwhile. */
    async claimDeliveries({
      channel,
      limit,
      leaseMs,
      worker,
    }: {
      channel: DeliveryChannel
      limit: number
      leaseMs: number
      worker: string
    }): Promise<ClaimedDelivery[]> {
      const at = iso(now())
      const leaseUntil = new Date(now().getTime() + leaseMs)
      // One statement each, never a transaction held across awaits: on SQLite another connection of this process
      // would wait for its lock synchronously, and so block the event loop the transaction needs to finish.
      const claimed = await db
        .updateTable('outbox')
        .set((eb) => ({ locked_until: iso(leaseUntil), locked_by: worker, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where('channel', '=', channel)
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', at)
            .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .returning(['id', 'lead_id', 'attempts', 'channel', 'destination'])
        .execute()
      if (claimed.length === 0) return []
      const leadIds = claimed.map((row) => row.lead_id)
      const rows = await db.selectFrom('leads').selectAll().where('id', 'in', leadIds).execute()
      const leads = new Map(rows.map((row) => [row.id, toStoredLead(row)]))
      // A lead erased in between took its deliveries with it: nothing is left to deliver.
      return claimed
        .filter((row) => leads.has(row.lead_id))
        .map(({ id, lead_id, ...row }) => ({ outboxId: Number(id), ...row, lead: leads.get(lead_id)!, leaseUntil }))
        .sort((a, b) => a.outboxId - b.outboxId)
    },
    /** Extends the leases `worker` still holds to `leaseMs` from now; returns how many it holds. */
    async renewLeases(worker: string, leaseMs: number) {
      const at = now()
      const { numUpdatedRows } = await db
        .updateTable('outbox')
        .set({ locked_until: iso(new Date(at.getTime() + leaseMs)) })
        .where('locked_by', '=', worker)
        .where('status', '=', 'pending')
        .where('locked_until', '>', iso(at))
        .executeTakeFirst()
      return Number(numUpdatedRows)
    },
    /** Records a successful delivery: it is never made again. */
    async markSent(outboxId: number) {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: iso(now()), ...releaseLease, last_error: null })
        .where('id', '=', outboxId)
        .execute()
    },
    /** Records a failed attempt and when to try again; releases the lease. */
    async scheduleRetry(outboxId: number, error: string, retryInMs: number) {
      await db
        .updateTable('outbox')
        .set({ last_error: error, next_attempt_at: iso(new Date(now().getTime() + retryInMs)), ...releaseLease })
        .where('id', '=', outboxId)
        .where('status', '=', 'pending')
        .execute()
    },
    /** Gives up on a delivery (a permanent refusal, or too many attempts): it stays failed until an operator retries. */
    async markFailed(outboxId: number, error: string) {
      await db
        .updateTable('outbox')
        .set({ status: 'failed', last_error: error, ...releaseLease })
        .where('id', '=', outboxId)
        .where('status', '=', 'pending')
        .execute()
    },
    /** Queues every failed delivery (email or webhook) again, from a first attempt; returns how many. */
    async retryFailedDeliveries() {
      const { numUpdatedRows } = await db
        .updateTable('outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: iso(now()) })
        .where('status', '=', 'failed')
        .executeTakeFirst()
      return Number(numUpdatedRows)
    },
    mailCounts: () => counts('mail'),
    /** All webhook addresses together. */
    webhookCounts: () => counts('webhook'),
    outboxHealth,
  }
}
