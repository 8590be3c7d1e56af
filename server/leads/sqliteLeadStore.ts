import { randomUUID } from 'node:crypto'
import { groupCommit, type ItemOutcome } from './groupCommit'
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
import { openSqliteDatabase, truncateLog } from './sqliteDatabase'
import { utcDay } from './utcDay'

/**
 * The default lead store: one SQLite file (sqliteDatabase.ts: every commit fsynced, freed pages zeroed). The leads
 * that arrive together share one commit (groupCommit.ts), so a burst costs one fsync, not one per lead. Timestamps
 * are ISO-8601 UTC text, which sorts and compares like time.
 */
export async function openSqliteLeadStore(path: string, options: StoreOptions = {}): Promise<LeadStore> {
  const now = options.now ?? (() => new Date())
  const webhookUrls = options.webhookUrls ?? []
  const db = await openSqliteDatabase(path)

  const insertLead = db.prepare(`INSERT INTO leads (${leadColumns.join(', ')}) VALUES (${leadColumns.map((c) => `@${c}`).join(', ')}) RETURNING *`)
  const insertDelivery = db.prepare("INSERT INTO outbox (lead_id, channel, destination, status, attempts, next_attempt_at) VALUES (?, ?, ?, 'pending', 0, ?)")
  const leadByKey = db.prepare('SELECT * FROM leads WHERE idempotency_key = ?')
  const spendChallenge = db.prepare('INSERT INTO used_challenges (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING')
  // Nested in the group's transaction, this runs in a savepoint: a lead that fails rolls back alone.
  const addOne = db.transaction((lead: NewLead): AddedLead => {
    const row = newLeadRow(lead, randomUUID(), now().toISOString())
    const earlier = row.idempotency_key ? (leadByKey.get(row.idempotency_key) as LeadRow | undefined) : undefined
    if (earlier) {
      if (earlier.request_hash !== row.request_hash) throw new IdempotencyKeyReused()
      return { ...toStoredLead(earlier), replayed: true }
    }
    if (lead.challenge && spendChallenge.run(lead.challenge.signature, lead.challenge.expiresAt.toISOString()).changes === 0) throw new ChallengeUsed()
    // SQLite binds no booleans.
    const stored = insertLead.get({ ...row, verified: row.verified === null ? null : Number(row.verified) }) as LeadRow
    // In the lead's own transaction: a stored lead always has all its deliveries queued.
    insertDelivery.run(row.id, 'mail', '', row.created_at)
    for (const url of webhookUrls) insertDelivery.run(row.id, 'webhook', url, row.created_at)
    return { ...toStoredLead(stored), replayed: false }
  })
  // A lead that fails, fails alone, unless SQLite rolled the group's whole transaction back with it (it may, on a
  // full disk or an I/O error): the leads after it would then be committed one by one while the group is answered
  // 503, so the whole group fails.
  const addGroup = db.transaction((leads: NewLead[]) =>
    leads.map((lead): ItemOutcome<AddedLead> => {
      try {
        return { ok: true, value: addOne(lead) }
      } catch (error) {
        if (!db.inTransaction) throw error
        return { ok: false, error }
      }
    }),
  )
  const addLead = groupCommit((leads: NewLead[]) => {
    const outcomes = addGroup.immediate(leads)
    options.onCommit?.(leads.length)
    return outcomes
  })

  const claim = db.prepare(`
    UPDATE outbox SET locked_until = @lockedUntil, locked_by = @worker, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE channel = @channel AND status = 'pending' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
      ORDER BY next_attempt_at, id LIMIT @limit)
    RETURNING id, lead_id, attempts, channel, destination`)
  const leadById = db.prepare('SELECT * FROM leads WHERE id = ?')
  const claimDeliveries = db.transaction((channel: DeliveryChannel, limit: number, leaseMs: number, worker: string) => {
    const at = now()
    const leaseUntil = new Date(at.getTime() + leaseMs)
    const rows = claim.all({ channel, now: at.toISOString(), lockedUntil: leaseUntil.toISOString(), limit, worker }) as {
      id: number
      lead_id: string
      attempts: number
      channel: DeliveryChannel
      destination: string
    }[]
    return rows.map((row) => ({
      outboxId: row.id,
      attempts: row.attempts,
      lead: toStoredLead(leadById.get(row.lead_id) as LeadRow),
      channel: row.channel,
      destination: row.destination,
      leaseUntil,
    }))
  })
  const releaseLease = 'locked_until = NULL, locked_by = NULL'

  function counts(channel: DeliveryChannel): DeliveryCounts {
    return db
      .prepare(
        `SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'sent') AS sent,
                count(*) FILTER (WHERE status = 'failed') AS failed FROM outbox WHERE channel = ?`,
      )
      .get(channel) as DeliveryCounts
  }

  function channelHealth(channel: DeliveryChannel): ChannelHealth {
    const row = db
      .prepare(
        `SELECT count(*) FILTER (WHERE outbox.status = 'pending') AS pending, count(*) FILTER (WHERE outbox.status = 'failed') AS failed,
                min(leads.created_at) FILTER (WHERE outbox.status = 'pending') AS oldest
         FROM outbox JOIN leads ON leads.id = outbox.lead_id WHERE outbox.channel = ?`,
      )
      .get(channel) as { pending: number; failed: number; oldest: string | null }
    const oldestPendingSeconds = row.oldest ? Math.max(0, Math.floor((now().getTime() - Date.parse(row.oldest)) / 1000)) : 0
    return { pending: row.pending, failed: row.failed, oldestPendingSeconds }
  }

  // One read transaction: the webhook rows are those of the very leads listed.
  const listLeads = db.transaction((email: string | undefined, since: Date | undefined, limit: number, newestFirst: boolean) => {
    const order = newestFirst ? 'DESC' : 'ASC'
    const sql = `${listedLeadSelect} WHERE (@email IS NULL OR lower(leads.email) = lower(@email)) AND (@since IS NULL OR leads.created_at >= @since)
      ORDER BY leads.created_at ${order}, leads.rowid ${order} LIMIT @limit`
    const rows = db.prepare(sql).all({ email: email ?? null, since: since?.toISOString() ?? null, limit }) as ListedLeadRow[]
    const webhookRows = db
      .prepare(`${webhookRowsSelect} AND lead_id IN (SELECT value FROM json_each(?)) ORDER BY id`)
      .all(JSON.stringify(rows.map((row) => row.id))) as WebhookRow[]
    return toListedLeads(rows, webhookRows)
  })

  /** Runs a delete and leaves no copy of what it removed, in the file, its statistics or the log. */
  function erase(sql: string, value: string): number {
    const { changes } = db.prepare(sql).run(value)
    if (changes === 0) return 0
    // The server never gathers statistics, but an operator's ANALYZE keeps sample index keys (e-mail addresses
    // among them) in sqlite_stat4; a new ANALYZE replaces them with samples of the rows that remain.
    if (db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat4'").get()) db.exec('ANALYZE')
    truncateLog(db)
    return changes
  }

  return {
    kind: 'sqlite',
    addLead,
    async claimDeliveries({ channel, limit, leaseMs, worker }) {
      return claimDeliveries.immediate(channel, limit, leaseMs, worker)
    },
    async renewLeases(worker, leaseMs) {
      const at = now()
      return db
        .prepare("UPDATE outbox SET locked_until = ? WHERE locked_by = ? AND status = 'pending' AND locked_until > ?")
        .run(new Date(at.getTime() + leaseMs).toISOString(), worker, at.toISOString()).changes
    },
    async markSent(outboxId) {
      db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, ${releaseLease}, last_error = NULL WHERE id = ?`).run(now().toISOString(), outboxId)
    },
    async scheduleRetry(outboxId, error, retryInMs) {
      const next = new Date(now().getTime() + retryInMs).toISOString()
      db.prepare(`UPDATE outbox SET last_error = ?, next_attempt_at = ?, ${releaseLease} WHERE id = ? AND status = 'pending'`).run(error, next, outboxId)
    },
    async markFailed(outboxId, error) {
      db.prepare(`UPDATE outbox SET status = 'failed', last_error = ?, ${releaseLease} WHERE id = ? AND status = 'pending'`).run(error, outboxId)
    },
    async retryFailedDeliveries() {
      return db.prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'").run(now().toISOString()).changes
    },
    async mailCounts() {
      return counts('mail')
    },
    async webhookCounts() {
      return counts('webhook')
    },
    async outboxHealth() {
      return { mail: channelHealth('mail'), webhook: channelHealth('webhook') }
    },
    async listLeads({ email, since, limit, newestFirst } = {}) {
      return listLeads(email, since, limit ?? -1, newestFirst ?? false)
    },
    async eraseByEmail(email) {
      return erase('DELETE FROM leads WHERE lower(email) = lower(?)', email.trim())
    },
    async purgeBefore(cutoff) {
      return erase('DELETE FROM leads WHERE created_at < ?', cutoff.toISOString())
    },
    async countRefusal(reason) {
      db.prepare('INSERT INTO bot_refusals (day, reason, count) VALUES (?, ?, 1) ON CONFLICT (day, reason) DO UPDATE SET count = count + 1').run(
        utcDay(now()),
        reason,
      )
    },
    async refusalCounts(since) {
      return db.prepare('SELECT day, reason, count FROM bot_refusals WHERE day >= ? ORDER BY day DESC, reason').all(since) as RefusalCount[]
    },
    async purgeBotRecords(cutoff) {
      db.transaction(() => {
        db.prepare('DELETE FROM used_challenges WHERE expires_at < ?').run(now().toISOString())
        db.prepare('DELETE FROM bot_refusals WHERE day < ?').run(utcDay(cutoff))
      }).immediate()
    },
    async sharedSecret(name, candidate) {
      db.prepare('INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING').run(
        name,
        candidate,
        now().toISOString(),
      )
      return db.prepare('SELECT value FROM server_secrets WHERE name = ?').pluck().get(name) as string
    },
    async close() {
      if (db.open) db.close()
    },
  }
}
