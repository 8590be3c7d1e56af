import Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { leadColumns, listedLeadSelect, toListedLead, toStoredLead, type LeadRow, type ListedLeadRow } from './leadRow'
import type { LeadStore, StoreOptions } from './leadStore'
import { migrations } from './migrations'

/** Applies the migrations this file has not seen yet, in one write transaction. */
function migrate(db: Database.Database, now: Date): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  db.transaction(() => {
    const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[])
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      db.exec(migration.sqlite)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, now.toISOString())
    }
  }).immediate()
}

/**
 * The default lead store: one SQLite file, its directory created if needed. WAL with
 * `synchronous=FULL` fsyncs every commit, so a lead answered 201 survives a SIGKILL or a power cut.
 * Timestamps are ISO-8601 UTC text, which sorts and compares like time.
 */
export function openSqliteLeadStore(path: string, options: StoreOptions = {}): LeadStore {
  const now = options.now ?? (() => new Date())
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  // Another process (a second server, the operator CLI) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000')
  migrate(db, now())

  const insertLead = db.prepare(`INSERT INTO leads (${leadColumns.join(', ')}) VALUES (${leadColumns.map((c) => '@' + c).join(', ')}) RETURNING *`)
  const insertMail = db.prepare("INSERT INTO outbox (lead_id, status, attempts, next_attempt_at) VALUES (?, 'pending', 0, ?)")
  const addLead = db.transaction((row: LeadRow) => {
    const stored = insertLead.get(row) as LeadRow
    insertMail.run(row.id, row.created_at)
    return stored
  })
  const claim = db.prepare(`
    UPDATE outbox SET locked_until = @lockedUntil, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE status = 'pending' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
      ORDER BY next_attempt_at, id LIMIT @limit)
    RETURNING id, lead_id, attempts`)
  const leadById = db.prepare('SELECT * FROM leads WHERE id = ?')
  const claimMails = db.transaction((limit: number, leaseMs: number) => {
    const at = now()
    const rows = claim.all({ now: at.toISOString(), lockedUntil: new Date(at.getTime() + leaseMs).toISOString(), limit }) as { id: number; lead_id: string; attempts: number }[]
    return rows.map((row) => ({ outboxId: row.id, attempts: row.attempts, lead: toStoredLead(leadById.get(row.lead_id) as LeadRow) }))
  })

  return {
    kind: 'sqlite',
    async addLead(lead) {
      return toStoredLead(addLead.immediate({ ...lead, id: randomUUID(), created_at: now().toISOString() }))
    },
    async claimMails({ limit, leaseMs }) {
      return claimMails.immediate(limit, leaseMs)
    },
    async markSent(outboxId) {
      db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?").run(now().toISOString(), outboxId)
    },
    async markFailed(outboxId, error, retryInMs) {
      const next = new Date(now().getTime() + retryInMs).toISOString()
      db.prepare("UPDATE outbox SET last_error = ?, next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status = 'pending'").run(error, next, outboxId)
    },
    async mailCounts() {
      const row = db.prepare("SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'sent') AS sent FROM outbox").get() as { pending: number; sent: number }
      return { pending: row.pending, sent: row.sent }
    },
    async listLeads({ email, limit, newestFirst } = {}) {
      const sql = `${listedLeadSelect} ${email ? 'WHERE lower(leads.email) = lower(@email)' : ''}
        ORDER BY leads.created_at ${newestFirst ? 'DESC' : 'ASC'}, leads.rowid ${newestFirst ? 'DESC' : 'ASC'} LIMIT @limit`
      const rows = db.prepare(sql).all(email ? { email, limit: limit ?? -1 } : { limit: limit ?? -1 }) as ListedLeadRow[]
      return rows.map(toListedLead)
    },
    async eraseByEmail(email) {
      return db.prepare('DELETE FROM leads WHERE lower(email) = lower(?)').run(email.trim()).changes
    },
    async purgeBefore(cutoff) {
      return db.prepare('DELETE FROM leads WHERE created_at < ?').run(cutoff.toISOString()).changes
    },
    async close() {
      if (db.open) db.close()
    },
  }
}
