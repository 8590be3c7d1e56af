import { type Kysely, sql } from 'kysely'
import { type Migration, Migrator } from 'kysely/migration'

/** The two engines the lead store runs on. */
export type Dialect = 'sqlite' | 'postgres'

/** Column types by engine: SQLite keeps timestamps as ISO-8601 text (which sorts like time) and booleans as 0 or 1. */
const types = {
  sqlite: { uuid: 'text', time: 'text', day: 'text', flag: 'integer' },
  postgres: { uuid: 'uuid', time: 'timestamptz', day: 'date', flag: 'boolean' },
} as const

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were then, not as today's types say (Kysely's advice).
type SchemaDb = Kysely<any>

type Step = (db: SchemaDb, dialect: Dialect) => Promise<void>

/** The outbox as migrations 1 and 2 create it: SQLite changes a CHECK only by building the table anew. */
async function createOutbox(db: SchemaDb, dialect: Dialect, table: string, statuses: string[]): Promise<void> {
  const t = types[dialect]
  await db.schema
    .createTable(table)
    .addColumn('id', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => (dialect === 'sqlite' ? c.primaryKey() : c.primaryKey().generatedAlwaysAsIdentity()))
    .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN (${sql.join(statuses.map((s) => sql.lit(s)))})`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.time, (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('locked_until', t.time)
    .$call((table) => (statuses.includes('failed') ? table.addColumn('locked_by', 'text') : table))
    .addColumn('sent_at', t.time)
    .execute()
}

async function createOutboxIndexes(db: SchemaDb): Promise<void> {
  await db.schema.createIndex('outbox_due').on('outbox').column('next_attempt_at').where(sql.ref('status'), '=', sql.lit('pending')).execute()
  await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute()
}

/** Adds columns one statement each: SQLite's ALTER TABLE takes one column at a time. */
async function addColumns(db: SchemaDb, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute()
}

/** The schema for both engines; never edit an applied step. Steps 1-6 adopt the old `schema_migrations` versions. */
const steps: [name: string, up: Step][] = [
  [
    '0001-leads-and-outbox',
    async (db, dialect) => {
      const t = types[dialect]
      await db.schema
        .createTable('leads')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('contact', 'lead')`))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('role', 'text')
        .addColumn('message', 'text')
        .addColumn('state', 'text')
        .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('leads_email').on('leads').expression(sql`lower(email)`).execute()
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute()
      await createOutbox(db, dialect, 'outbox', ['pending', 'sent'])
      await createOutboxIndexes(db)
    },
  ],
  [
    '0002-idempotency-failed-deliveries-named-leases',
    async (db, dialect) => {
      await addColumns(db, 'leads', ['idempotency_key', 'request_hash'])
      await db.schema.createIndex('leads_idempotency_key').unique().on('leads').column('idempotency_key').execute()
      if (dialect === 'postgres') {
        await db.schema.alterTable('outbox').dropConstraint('outbox_status_check').execute()
        await db.schema.alterTable('outbox').addCheckConstraint('outbox_status_check', sql`status IN ('pending', 'sent', 'failed')`).execute()
        await addColumns(db, 'outbox', ['locked_by'])
        return
      }
      await createOutbox(db, dialect, 'outbox_v2', ['pending', 'sent', 'failed'])
      const columns = sql.raw('id, lead_id, status, attempts, next_attempt_at, last_error, locked_until, sent_at')
      await sql`INSERT INTO outbox_v2 (${columns}) SELECT ${columns} FROM outbox`.execute(db)
      await db.schema.dropTable('outbox').execute()
      await db.schema.alterTable('outbox_v2').renameTo('outbox').execute()
      await createOutboxIndexes(db)
    },
  ],
  [
    '0003-lead-country',
    async (db) => {
      await addColumns(db, 'leads', ['country'])
      // Leads stored before came from forms that took Brazilian leads only, with a state: they are from Brazil.
      await db.updateTable('leads').set({ country: 'BR' }).where('kind', '=', 'lead').execute()
    },
  ],
  [
    '0004-outbox-channels',
    // An email row's destination is '' (not NULL), so the unique index holds a lead to one delivery per address.
    async (db) => {
      await db.schema
        .alterTable('outbox')
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo('mail').check(sql`channel IN ('mail', 'webhook')`))
        .execute()
      await db.schema
        .alterTable('outbox')
        .addColumn('destination', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema.createIndex('outbox_delivery').unique().on('outbox').columns(['lead_id', 'channel', 'destination']).execute()
    },
  ],
  [
    '0005-bot-defence',
    // `verified` stays NULL for earlier leads: nothing was checked then.
    async (db, dialect) => {
      const t = types[dialect]
      await db.schema
        .alterTable('leads')
        .addColumn('verified', t.flag, (c) => (dialect === 'sqlite' ? c.check(sql`verified IN (0, 1)`) : c))
        .execute()
      await db.schema
        .createTable('used_challenges')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', t.time, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('used_challenges_expires_at').on('used_challenges').column('expires_at').execute()
      await db.schema
        .createTable('bot_refusals')
        .addColumn('day', t.day, (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('bot_refusals_pkey', ['day', 'reason'])
        .execute()
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => (dialect === 'postgres' ? c.notNull().defaultTo(sql`now()`) : c.notNull()))
        .execute()
    },
  ],
  [
    '0006-lead-attribution',
    // Written out, not data/attribution.ts's list: an applied step never changes with it.
    async (db) => {
      await addColumns(db, 'leads', [
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_term',
        'utm_content',
        'gclid',
        'gbraid',
        'wbraid',
        'fbclid',
        'msclkid',
        'li_fat_id',
        'landing_page',
        'referrer',
      ])
    },
  ],
]

export const migrationNames = steps.map(([name]) => name)

/** Whether the earlier hand-rolled migrations applied step `version` (recorded in `schema_migrations`). */
async function adopted(db: SchemaDb, version: number): Promise<boolean> {
  const tables = await db.introspection.getTables()
  if (!tables.some((table) => table.name === 'schema_migrations')) return false
  return Boolean(await db.selectFrom('schema_migrations').select('version').where('version', '=', version).executeTakeFirst())
}

/** Brings the schema up to date under Kysely's migration lock (on PostgreSQL, instances starting together wait). */
export async function migrate(db: SchemaDb, dialect: Dialect): Promise<void> {
  const migrations = Object.fromEntries(
    steps.map(([name, up], index): [string, Migration] => [name, { up: async (trx) => ((await adopted(trx, index + 1)) ? undefined : up(trx, dialect)) }]),
  )
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
  if (error) throw error
}
