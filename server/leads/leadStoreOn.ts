import { randomUUID } from 'node:crypto'
import { type Expression, type ExpressionBuilder, type Generated, type Kysely, type SqlBool, sql } from 'kysely'
import { groupCommit, type ItemOutcome } from './groupCommit'
import { type LeadRow, type ListedLeadRow, newLeadRow, requestHash, toListedLeads, toStoredLead, type WebhookRow } from './leadRow'
import {
  type AddedLead,
  ChallengeUsed,
  type ChannelHealth,
  type DeliveryChannel,
  type DeliveryCounts,
  type DeliveryState,
  IdempotencyKeyReused,
  type LeadStore,
  type NewLead,
  type StoreOptions,
} from './leadStore'
import type { Dialect } from './migrations'
import { utcDay } from './utcDay'

/** The store's tables as queries see them (server/leads/migrations.ts). Timestamps are bound as ISO-8601 text. */
export type LeadTables = {
  leads: LeadRow
  outbox: {
    id: Generated<number | string>
    lead_id: string
    channel: DeliveryChannel
    destination: string
    status: DeliveryState['status']
    attempts: number
    next_attempt_at: string | Date
    last_error: string | null
    locked_until: string | Date | null
    locked_by: string | null
    sent_at: string | Date | null
  }
  used_challenges: { signature: string; expires_at: string | Date }
  bot_refusals: { day: string; reason: string; count: number }
  server_secrets: { name: string; value: string; created_at: string | Date }
}

/** An open database of either engine, and what it does after a delete so that no copy of the rows remains. */
export type LeadDatabase = { dialect: Dialect; db: Kysely<LeadTables>; scrub(connection: Kysely<LeadTables>): Promise<void> }

const releaseLease = { locked_until: null, locked_by: null }

/**
 * The lead store, written once for SQLite and PostgreSQL with Kysely. Every lead is written in its own savepoint
 * of a commit: on SQLite the leads that arrive together share that commit (groupCommit.ts), so a burst costs one
 * fsync; on PostgreSQL each lead commits alone. Workers claim deliveries with a lease in `locked_until`, on
 * PostgreSQL with `FOR UPDATE SKIP LOCKED`, so two instances never take the same row.
 */
export function leadStoreOn({ dialect, db, scrub }: LeadDatabase, options: StoreOptions = {}): LeadStore {
  const now = options.now ?? (() => new Date())
  const iso = (moment: Date) => moment.toISOString()
  const webhookUrls = options.webhookUrls ?? []

  /** Spends the lead's challenge, then writes the lead and all its deliveries; throws when either was stored before. */
  async function insertLead(trx: Kysely<LeadTables>, lead: NewLead): Promise<AddedLead> {
    const row = newLeadRow(lead, randomUUID(), iso(now()))
    if (lead.challenge) {
      const spent = await trx
        .insertInto('used_challenges')
        .values({ signature: lead.challenge.signature, expires_at: iso(lead.challenge.expiresAt) })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .executeTakeFirst()
      if (!Number(spent.numInsertedOrUpdatedRows)) throw new ChallengeUsed()
    }
    // SQLite binds no booleans; PostgreSQL reads 1 and 0 as true and false.
    const stored = await trx
      .insertInto('leads')
      .values({ ...row, verified: row.verified === null ? null : Number(row.verified) })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!stored) throw new IdempotencyKeyReused()
    const delivery = (channel: DeliveryChannel, destination: string) =>
      ({ lead_id: row.id, channel, destination, status: 'pending', attempts: 0, next_attempt_at: row.created_at }) as const
    await trx
      .insertInto('outbox')
      .values([delivery('mail', ''), ...webhookUrls.map((url) => delivery('webhook', url))])
      .execute()
    return { ...toStoredLead(stored), replayed: false }
  }

  /**
   * One commit for the leads of a group, each in a savepoint: a lead refused for itself rolls back alone. A store
   * error fails the whole group, as does a lead whose failure took the whole transaction with it (SQLite may, on a
   * full disk): its savepoint is gone, so rolling back to it throws.
   */
  async function commitGroup(leads: NewLead[]): Promise<ItemOutcome<AddedLead>[]> {
    const trx = await db.startTransaction().execute()
    try {
      const outcomes: ItemOutcome<AddedLead>[] = []
      for (const lead of leads) {
        const savepoint = await trx.savepoint('lead').execute()
        try {
          outcomes.push({ ok: true, value: await insertLead(savepoint, lead) })
          await savepoint.releaseSavepoint('lead').execute()
        } catch (error) {
          await savepoint.rollbackToSavepoint('lead').execute()
          outcomes.push({ ok: false, error })
        }
      }
      await trx.commit().execute()
      options.onCommit?.(leads.length)
      return outcomes
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined)
      throw error
    }
  }

  const addNewLead =
    dialect === 'sqlite'
      ? groupCommit(commitGroup)
      : async (lead: NewLead) => {
          const [outcome] = await commitGroup([lead])
          if (outcome!.ok) return outcome!.value
          throw outcome!.error
        }

  /** A lead refused because its key or challenge was stored before: the lead stored under its key answers, if it says the same. */
  async function addLead(lead: NewLead): Promise<AddedLead> {
    try {
      return await addNewLead(lead)
    } catch (error) {
      if (!(error instanceof ChallengeUsed || error instanceof IdempotencyKeyReused) || !lead.idempotencyKey) throw error
      const earlier = await db.selectFrom('leads').selectAll().where('idempotency_key', '=', lead.idempotencyKey).executeTakeFirst()
      if (!earlier) throw error
      if (earlier.request_hash !== requestHash(lead)) throw new IdempotencyKeyReused()
      return { ...toStoredLead(earlier), replayed: true }
    }
  }

  const count = (status: DeliveryState['status']) => sql<number | string>`count(*) FILTER (WHERE outbox.status = ${status})`

  async function counts(channel: DeliveryChannel): Promise<DeliveryCounts> {
    const row = await db
      .selectFrom('outbox')
      .select([count('pending').as('pending'), count('sent').as('sent'), count('failed').as('failed')])
      .where('channel', '=', channel)
      .executeTakeFirstOrThrow()
    return { pending: Number(row.pending), sent: Number(row.sent), failed: Number(row.failed) }
  }

  /** Both channels' health in one query, so monitoring sees one moment of the outbox. */
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

  /** Runs a delete on one connection and leaves no copy of what it removed (`scrub`). */
  async function erase(condition: (eb: ExpressionBuilder<LeadTables, 'leads'>) => Expression<SqlBool>): Promise<number> {
    return db.connection().execute(async (connection) => {
      const deleted = Number((await connection.deleteFrom('leads').where(condition).executeTakeFirst()).numDeletedRows)
      if (deleted > 0) await scrub(connection)
      return deleted
    })
  }

  return {
    kind: dialect,
    addLead,
    async claimDeliveries({ channel, limit, leaseMs, worker }) {
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
      const leads = await db
        .selectFrom('leads')
        .selectAll()
        .where(
          'id',
          'in',
          claimed.map((row) => row.lead_id),
        )
        .execute()
      // A lead erased in between took its deliveries with it: nothing is left to deliver.
      return claimed
        .flatMap((row) => {
          const lead = leads.find((candidate) => candidate.id === row.lead_id)
          if (!lead) return []
          return [
            { outboxId: Number(row.id), attempts: row.attempts, lead: toStoredLead(lead), channel: row.channel, destination: row.destination, leaseUntil },
          ]
        })
        .sort((a, b) => a.outboxId - b.outboxId)
    },
    async renewLeases(worker, leaseMs) {
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
    async markSent(outboxId) {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: iso(now()), ...releaseLease, last_error: null })
        .where('id', '=', outboxId)
        .execute()
    },
    async scheduleRetry(outboxId, error, retryInMs) {
      await db
        .updateTable('outbox')
        .set({ last_error: error, next_attempt_at: iso(new Date(now().getTime() + retryInMs)), ...releaseLease })
        .where('id', '=', outboxId)
        .where('status', '=', 'pending')
        .execute()
    },
    async markFailed(outboxId, error) {
      await db
        .updateTable('outbox')
        .set({ status: 'failed', last_error: error, ...releaseLease })
        .where('id', '=', outboxId)
        .where('status', '=', 'pending')
        .execute()
    },
    async retryFailedDeliveries() {
      const { numUpdatedRows } = await db
        .updateTable('outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: iso(now()) })
        .where('status', '=', 'failed')
        .executeTakeFirst()
      return Number(numUpdatedRows)
    },
    mailCounts: () => counts('mail'),
    webhookCounts: () => counts('webhook'),
    outboxHealth,
    async listLeads({ email, since, limit, newestFirst } = {}) {
      const order = newestFirst ? 'desc' : 'asc'
      // One transaction (repeatable read on PostgreSQL): the webhook rows are those of the very leads listed.
      const transaction = dialect === 'postgres' ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.transaction()
      return transaction.execute(async (trx) => {
        const chosen = trx
          .selectFrom('leads')
          .leftJoin('outbox', (join) => join.onRef('outbox.lead_id', '=', 'leads.id').on('outbox.channel', '=', 'mail'))
          .$if(email !== undefined, (query) => query.where(sql`lower(leads.email)`, '=', sql`lower(${email})`))
          .$if(since !== undefined, (query) => query.where('leads.created_at', '>=', iso(since!)))
          .orderBy('leads.created_at', order)
          .orderBy('outbox.id', order)
          .$if(limit !== undefined, (query) => query.limit(limit!))
        const rows = await chosen
          .selectAll('leads')
          .select([
            'outbox.status as mail_status',
            'outbox.attempts as mail_attempts',
            'outbox.last_error as mail_last_error',
            'outbox.sent_at as mail_sent_at',
          ])
          .execute()
        const webhookRows = await trx
          .selectFrom('outbox')
          .select(['lead_id', 'destination', 'status', 'attempts', 'last_error', 'sent_at'])
          .where('channel', '=', 'webhook')
          .where('lead_id', 'in', chosen.select('leads.id'))
          .orderBy('id')
          .execute()
        return toListedLeads(rows as ListedLeadRow[], webhookRows as WebhookRow[])
      })
    },
    eraseByEmail: (email) => erase((eb) => eb(sql`lower(email)`, '=', sql`lower(${email.trim()})`)),
    purgeBefore: (cutoff) => erase((eb) => eb('created_at', '<', iso(cutoff))),
    async countRefusal(reason) {
      await db
        .insertInto('bot_refusals')
        .values({ day: utcDay(now()), reason, count: 1 })
        .onConflict((conflict) => conflict.columns(['day', 'reason']).doUpdateSet((eb) => ({ count: eb('bot_refusals.count', '+', 1) })))
        .execute()
    },
    async refusalCounts(since) {
      const rows = await db
        .selectFrom('bot_refusals')
        .select(['day', 'reason', 'count'])
        .where('day', '>=', since)
        .orderBy('day', 'desc')
        .orderBy('reason')
        .execute()
      return rows.map((row) => ({ ...row, count: Number(row.count) }))
    },
    async purgeBotRecords(cutoff) {
      await db.deleteFrom('used_challenges').where('expires_at', '<', iso(now())).execute()
      await db.deleteFrom('bot_refusals').where('day', '<', utcDay(cutoff)).execute()
    },
    async sharedSecret(name, candidate) {
      await db
        .insertInto('server_secrets')
        .values({ name, value: candidate, created_at: iso(now()) })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      return (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value
    },
    close: () => db.destroy(),
  }
}
