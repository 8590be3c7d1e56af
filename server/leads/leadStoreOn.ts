import { randomUUID } from 'node:crypto'
import { type Expression, type ExpressionBuilder, type Generated, type Kysely, type SqlBool, sql } from 'kysely'
import { deliveryQueries } from './deliveryQueries'
import { type DeliveryRow, type LeadRow, newLeadRow, requestHash, toListedLeads, toStoredLead } from './leadRow'
import { type AddedLead, ChallengeUsed, type DeliveryChannel, IdempotencyKeyReused, type NewLead, type StoreOptions } from './leadStore'
import type { Dialect } from './migrations'
import { utcDay } from './utcDay'

/** The store's tables as queries see them (server/leads/migrations.ts). Timestamps are bound as ISO-8601 text. */
export type LeadTables = {
  leads: LeadRow
  outbox: DeliveryRow & {
    id: Generated<number | string>
    lead_id: string
    channel: DeliveryChannel
    destination: string
    next_attempt_at: string | Date
    locked_until: string | Date | null
    locked_by: string | null
  }
  used_challenges: { signature: string; expires_at: string | Date }
  bot_refusals: { day: string; reason: string; count: number }
  server_secrets: { name: string; value: string; created_at: string | Date }
}

/** Group commit: the items of one turn of the event loop are written by one `commit` (one fsync); each caller settles with its own outcome. */
function groupCommit<T, R>(commit: (items: T[]) => Promise<PromiseSettledResult<R>[]>): (item: T) => Promise<R> {
  let queue: { item: T; resolve(value: R): void; reject(error: unknown): void }[] = []
  // One commit at a time: the items that arrive meanwhile make the next group.
  let committing = Promise.resolve()

  async function flush() {
    const group = queue
    queue = []
    const outcomes = await commit(group.map((entry) => entry.item)).catch((reason: unknown) => group.map(() => ({ status: 'rejected', reason }) as const))
    group.forEach((entry, index) => {
      const outcome = outcomes[index]!
      if (outcome.status === 'fulfilled') entry.resolve(outcome.value)
      else entry.reject(outcome.reason)
    })
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      // After this turn's I/O callbacks, where the other requests of the same moment are read.
      if (queue.length === 0) setImmediate(() => (committing = committing.then(flush)))
      queue.push({ item, resolve, reject })
    })
}

/** An open database of either engine, and what it does after a delete so that no copy of the rows remains. */
export type LeadDatabase = { dialect: Dialect; db: Kysely<LeadTables>; scrub(connection: Kysely<LeadTables>): Promise<void> }

/** The lead store on SQLite or PostgreSQL (Kysely): a savepoint per lead; on SQLite the leads that arrive together share a commit (one fsync). */
export function leadStoreOn({ dialect, db, scrub }: LeadDatabase, options: StoreOptions = {}) {
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

  /** One commit for a group of leads; one refused rolls back to its savepoint alone, unless the whole transaction went. */
  async function commitGroup(leads: NewLead[]): Promise<PromiseSettledResult<AddedLead>[]> {
    const trx = await db.startTransaction().execute()
    try {
      const outcomes: PromiseSettledResult<AddedLead>[] = []
      for (const lead of leads) {
        const savepoint = await trx.savepoint('lead').execute()
        try {
          outcomes.push({ status: 'fulfilled', value: await insertLead(savepoint, lead) })
          await savepoint.releaseSavepoint('lead').execute()
        } catch (error) {
          await savepoint.rollbackToSavepoint('lead').execute()
          outcomes.push({ status: 'rejected', reason: error })
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
          if (outcome!.status === 'fulfilled') return outcome!.value
          throw outcome!.reason
        }

  /** Stores a lead, its deliveries and its spent challenge in one transaction; a known idempotency key replays the first. */
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
    ...deliveryQueries({ dialect, db }, now),
    /** Leads with the state of their deliveries, oldest first unless `newestFirst`: of one address, from `since` on, at most `limit`. */
    async listLeads({ email, since, limit, newestFirst }: { email?: string; since?: Date; limit?: number; newestFirst?: boolean } = {}) {
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
        const rows = await chosen.selectAll('leads').select(['outbox.status', 'outbox.attempts', 'outbox.last_error', 'outbox.sent_at']).execute()
        const webhookRows = await trx
          .selectFrom('outbox')
          .select(['lead_id', 'destination', 'status', 'attempts', 'last_error', 'sent_at'])
          .where('channel', '=', 'webhook')
          .where('lead_id', 'in', chosen.select('leads.id'))
          .orderBy('id')
          .execute()
        return toListedLeads(rows, webhookRows)
      })
    },
    /** Deletes every lead (and its outbox rows) of an e-mail address, case-insensitively, leaving no copy in the files; returns how many. */
    eraseByEmail: (email: string) => erase((eb) => eb(sql`lower(email)`, '=', sql`lower(${email.trim()})`)),
    /** Deletes leads (and their outbox rows) received before `cutoff`, leaving no copy in the files; returns how many. */
    purgeBefore: (cutoff: Date) => erase((eb) => eb('created_at', '<', iso(cutoff))),
    /** Counts one refused post for `reason` on today's UTC date. Nothing of the request is kept. */
    async countRefusal(reason: string) {
      await db
        .insertInto('bot_refusals')
        .values({ day: utcDay(now()), reason, count: 1 })
        .onConflict((conflict) => conflict.columns(['day', 'reason']).doUpdateSet((eb) => ({ count: eb('bot_refusals.count', '+', 1) })))
        .execute()
    },
    /** How many posts were refused per reason and UTC day from `since` (`YYYY-MM-DD`) on, newest day first. */
    async refusalCounts(since: string) {
      const rows = await db
        .selectFrom('bot_refusals')
        .select(['day', 'reason', 'count'])
        .where('day', '>=', since)
        .orderBy('day', 'desc')
        .orderBy('reason')
        .execute()
      return rows.map((row) => ({ ...row, count: Number(row.count) }))
    },
    /** Forgets the spent challenges that have expired, and the refusal counts of the days before `cutoff`. */
    async purgeBotRecords(cutoff: Date) {
      await db.deleteFrom('used_challenges').where('expires_at', '<', iso(now())).execute()
      await db.deleteFrom('bot_refusals').where('day', '<', utcDay(cutoff)).execute()
    },
    /** The secret stored under `name`, storing `candidate` first when there is none: the same for every instance. */
    async sharedSecret(name: string, candidate: string) {
      await db
        .insertInto('server_secrets')
        .values({ name, value: candidate, created_at: iso(now()) })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      return (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value
    },
    close: (): Promise<void> => db.destroy(),
  }
}
