import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { forgetStatistics } from './forgetStatistics'
import {
  leadColumns,
  listedLeadSelect,
  newLeadRow,
  toListedLeads,
  toStoredLead,
  webhookRowsSelect,
  type LeadRow,
  type ListedLeadRow,
  type WebhookRow,
} from './leadRow'
import {
  ChallengeUsed,
  IdempotencyKeyReused,
  type AddedLead,
  type ChannelHealth,
  type DeliveryChannel,
  type DeliveryCounts,
  type LeadStore,
  type NewLead,
  type RefusalCount,
  type StoreOptions,
} from './leadStore'
import { openPostgresPool } from './postgresDatabase'
import { utcDay } from './utcDay'
import { withPgClient } from './withPgClient'

/**
 * The lead store on PostgreSQL, for several server instances. Commits wait for the WAL flush
 * (keep `synchronous_commit` on). Workers claim emails with `FOR UPDATE SKIP LOCKED` plus a lease
 * in `locked_until`, so two instances never take the same row.
 */
export async function openPostgresLeadStore(url: string, options: StoreOptions = {}): Promise<LeadStore> {
  const now = options.now ?? (() => new Date())
  const webhookUrls = [...(options.webhookUrls ?? [])]
  const pool = await openPostgresPool(url)

  const releaseLease = 'locked_until = NULL, locked_by = NULL'

  /** The rows a delete removed are gone from the files only once the tables are rewritten, and from the statistics once replaced. */
  async function erase(sql: string, value: string | Date): Promise<number> {
    const count = (await pool.query(sql, [value])).rowCount ?? 0
    if (count === 0) return 0
    // A plain VACUUM marks the space reusable but leaves the old bytes in the pages and indexes;
    // VACUUM FULL writes the live rows to new files. Both tables are small, so the lock is short.
    await pool.query('VACUUM FULL leads, outbox')
    await forgetStatistics(pool)
    return count
  }

  async function counts(channel: DeliveryChannel): Promise<DeliveryCounts> {
    const { rows } = await pool.query<DeliveryCounts>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed FROM outbox WHERE channel = $1`,
      [channel],
    )
    return rows[0]!
  }

  /** Both channels' health in one query, so monitoring sees one moment of the outbox. */
  async function outboxHealth(): Promise<Record<DeliveryChannel, ChannelHealth>> {
    const { rows } = await pool.query<{ channel: DeliveryChannel; pending: number; failed: number; oldest: Date | null }>(
      `SELECT channel, count(*) FILTER (WHERE outbox.status = 'pending')::int AS pending, count(*) FILTER (WHERE outbox.status = 'failed')::int AS failed,
              min(leads.created_at) FILTER (WHERE outbox.status = 'pending') AS oldest
       FROM outbox JOIN leads ON leads.id = outbox.lead_id GROUP BY channel`,
    )
    const health = (channel: DeliveryChannel): ChannelHealth => {
      const row = rows.find((candidate) => candidate.channel === channel)
      if (!row) return { pending: 0, failed: 0, oldestPendingSeconds: 0 }
      const oldestPendingSeconds = row.oldest ? Math.max(0, Math.floor((now().getTime() - row.oldest.getTime()) / 1000)) : 0
      return { pending: row.pending, failed: row.failed, oldestPendingSeconds }
    }
    return { mail: health('mail'), webhook: health('webhook') }
  }

  /** The lead stored before under the lead's idempotency key, when it says the same: else why nothing was stored. */
  async function earlierLead(client: pg.PoolClient, lead: NewLead, row: LeadRow, refusal: Error): Promise<AddedLead> {
    const earlier = row.idempotency_key
      ? (await client.query<LeadRow>('SELECT * FROM leads WHERE idempotency_key = $1', [row.idempotency_key])).rows[0]
      : undefined
    if (!earlier) throw lead.challenge ? refusal : new IdempotencyKeyReused()
    if (earlier.request_hash !== row.request_hash) throw new IdempotencyKeyReused()
    return { ...toStoredLead(earlier), replayed: true }
  }

  /**
   * One transaction: the challenge is spent, then the lead and its deliveries (its email and one per webhook
   * address) are written in one statement. A
   * challenge spent before (or by a post committing at this moment, which ON CONFLICT waits for) stores nothing;
   * neither does a key stored before. Either way the lead stored under the same key, if any, is the answer.
   */
  async function addLead(lead: NewLead): Promise<AddedLead> {
    const row = newLeadRow(lead, randomUUID(), now())
    return withPgClient(pool, async (client) => {
      await client.query('BEGIN')
      if (lead.challenge) {
        const spent = await client.query('INSERT INTO used_challenges (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING', [
          lead.challenge.signature,
          lead.challenge.expiresAt,
        ])
        if (spent.rowCount === 0) {
          await client.query('ROLLBACK')
          return await earlierLead(client, lead, row, new ChallengeUsed())
        }
      }
      const { rows } = await client.query<LeadRow>(
        `WITH lead AS (
           INSERT INTO leads (${leadColumns.join(', ')}) VALUES (${leadColumns.map((_, i) => `$${i + 1}`).join(', ')})
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING *
         ), deliveries AS (
           INSERT INTO outbox (lead_id, channel, destination, status, attempts, next_attempt_at)
           SELECT id, 'mail', '', 'pending', 0, created_at FROM lead
           UNION ALL
           SELECT id, 'webhook', url, 'pending', 0, created_at FROM lead CROSS JOIN unnest($${leadColumns.length + 1}::text[]) AS url
         )
         SELECT * FROM lead`,
        [...leadColumns.map((column) => row[column]), webhookUrls],
      )
      if (rows[0]) {
        await client.query('COMMIT')
        return { ...toStoredLead(rows[0]), replayed: false }
      }
      // The key was stored before: the challenge this post brought stays unspent.
      await client.query('ROLLBACK')
      return await earlierLead(client, lead, row, new IdempotencyKeyReused())
    })
  }

  return {
    kind: 'postgres',
    addLead,
    async claimDeliveries({ channel, limit, leaseMs, worker }) {
      const at = now()
      const leaseUntil = new Date(at.getTime() + leaseMs)
      const { rows } = await pool.query<LeadRow & { outbox_id: string; attempts: number; channel: DeliveryChannel; destination: string }>(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE channel = $5 AND status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
           ORDER BY next_attempt_at, id LIMIT $2
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE outbox SET locked_until = $3, locked_by = $4, attempts = outbox.attempts + 1
           FROM due WHERE outbox.id = due.id
           RETURNING outbox.id, outbox.lead_id, outbox.attempts, outbox.channel, outbox.destination
         )
         SELECT claimed.id AS outbox_id, claimed.attempts, claimed.channel, claimed.destination, leads.*
         FROM claimed JOIN leads ON leads.id = claimed.lead_id
         ORDER BY claimed.id`,
        [at, limit, leaseUntil, worker, channel],
      )
      return rows.map(({ outbox_id: outboxId, attempts, channel, destination, ...lead }) => ({
        outboxId: Number(outboxId),
        attempts,
        lead: toStoredLead(lead),
        channel,
        destination,
        leaseUntil,
      }))
    },
    async renewLeases(worker, leaseMs) {
      const at = now()
      const { rowCount } = await pool.query("UPDATE outbox SET locked_until = $1 WHERE locked_by = $2 AND status = 'pending' AND locked_until > $3", [
        new Date(at.getTime() + leaseMs),
        worker,
        at,
      ])
      return rowCount ?? 0
    },
    async markSent(outboxId) {
      await pool.query(`UPDATE outbox SET status = 'sent', sent_at = $2, ${releaseLease}, last_error = NULL WHERE id = $1`, [outboxId, now()])
    },
    async scheduleRetry(outboxId, error, retryInMs) {
      const next = new Date(now().getTime() + retryInMs)
      await pool.query(`UPDATE outbox SET last_error = $2, next_attempt_at = $3, ${releaseLease} WHERE id = $1 AND status = 'pending'`, [outboxId, error, next])
    },
    async markFailed(outboxId, error) {
      await pool.query(`UPDATE outbox SET status = 'failed', last_error = $2, ${releaseLease} WHERE id = $1 AND status = 'pending'`, [outboxId, error])
    },
    async retryFailedDeliveries() {
      return (await pool.query("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1 WHERE status = 'failed'", [now()])).rowCount ?? 0
    },
    mailCounts: () => counts('mail'),
    webhookCounts: () => counts('webhook'),
    outboxHealth,
    async listLeads({ email, since, limit, newestFirst } = {}) {
      const order = newestFirst ? 'DESC' : 'ASC'
      // Repeatable read: the webhook rows are those of the very leads listed, even if a purge runs between the two queries.
      return withPgClient(pool, async (client) => {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
        const { rows } = await client.query<ListedLeadRow>(
          `${listedLeadSelect} WHERE ($1::text IS NULL OR lower(leads.email) = lower($1)) AND ($3::timestamptz IS NULL OR leads.created_at >= $3)
           ORDER BY leads.created_at ${order}, outbox.id ${order} LIMIT $2`,
          [email ?? null, limit ?? null, since ?? null],
        )
        const webhookRows = (await client.query<WebhookRow>(`${webhookRowsSelect} AND lead_id = ANY($1::uuid[]) ORDER BY id`, [rows.map((row) => row.id)])).rows
        await client.query('COMMIT')
        return toListedLeads(rows, webhookRows)
      })
    },
    async eraseByEmail(email) {
      return erase('DELETE FROM leads WHERE lower(email) = lower($1)', email.trim())
    },
    async purgeBefore(cutoff) {
      return erase('DELETE FROM leads WHERE created_at < $1', cutoff)
    },
    async countRefusal(reason) {
      await pool.query(
        'INSERT INTO bot_refusals (day, reason, count) VALUES ($1, $2, 1) ON CONFLICT (day, reason) DO UPDATE SET count = bot_refusals.count + 1',
        [utcDay(now()), reason],
      )
    },
    async refusalCounts(since) {
      const { rows } = await pool.query<RefusalCount>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, reason, count FROM bot_refusals WHERE day >= $1::date ORDER BY day DESC, reason",
        [since],
      )
      return rows
    },
    async purgeBotRecords(cutoff) {
      await pool.query('DELETE FROM used_challenges WHERE expires_at < $1', [now()])
      await pool.query('DELETE FROM bot_refusals WHERE day < $1::date', [utcDay(cutoff)])
    },
    async sharedSecret(name, candidate) {
      await pool.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate])
      return (await pool.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name])).rows[0]!.value
    },
    async close() {
      if (!pool.ended) await pool.end()
    },
  }
}
