import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Backend } from './leadBackends'

/**
 * A frozen copy of the hand-rolled migrations the lead store ran before Kysely's Migrator (server/leads/migrations.ts)
 * took over: tests build databases with it as the older code left them, recorded in `schema_migrations`, and check
 * that the store adopts them. Never edit it: it is what those databases hold.
 */
export const migrations = [
  {
    version: 1,
    name: 'leads and their notification outbox',
    sqlite: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'lead')),
        locale TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        company TEXT,
        role TEXT,
        message TEXT,
        state TEXT,
        origin TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
      CREATE INDEX leads_email ON leads (lower(email));
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        locked_until TEXT,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
    postgres: `
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact', 'lead')),
        locale text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        company text,
        role text,
        message text,
        state text,
        origin text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      );
      CREATE INDEX leads_email ON leads (lower(email));
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        locked_until timestamptz,
        sent_at timestamptz
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
  },
  {
    version: 2,
    name: 'idempotency keys, failed emails and leases held by a named worker',
    // SQLite cannot change a CHECK constraint: the outbox is rebuilt with the new status list.
    sqlite: `
      ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
      ALTER TABLE leads ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
      CREATE TABLE outbox_v2 (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        locked_until TEXT,
        locked_by TEXT,
        sent_at TEXT
      );
      INSERT INTO outbox_v2 (id, lead_id, status, attempts, next_attempt_at, last_error, locked_until, sent_at)
        SELECT id, lead_id, status, attempts, next_attempt_at, last_error, locked_until, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_v2 RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN idempotency_key text, ADD COLUMN request_hash text;
      CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
      ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'sent', 'failed'));
      ALTER TABLE outbox ADD COLUMN locked_by text;
    `,
  },
  {
    version: 3,
    name: 'the country of a landing-page lead',
    // Leads stored before came from forms that took Brazilian leads only, with a state: they are from Brazil.
    sqlite: `
      ALTER TABLE leads ADD COLUMN country TEXT;
      UPDATE leads SET country = 'BR' WHERE kind = 'lead';
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN country text;
      UPDATE leads SET country = 'BR' WHERE kind = 'lead';
    `,
  },
  {
    version: 4,
    name: 'outbox deliveries by channel: the email and each webhook address',
    // Every row so far is a lead's one notification email. A webhook row names its URL; an email row
    // has no destination of its own (it goes to LEAD_MAIL_TO), so '' rather than NULL, which lets the
    // unique index hold each lead to one delivery per channel and address. SQLite adds a column with
    // a CHECK of its own without rebuilding the table; only changing an existing CHECK needs that.
    sqlite: `
      ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'webhook'));
      ALTER TABLE outbox ADD COLUMN destination TEXT NOT NULL DEFAULT '';
      CREATE UNIQUE INDEX outbox_delivery ON outbox (lead_id, channel, destination);
    `,
    postgres: `
      ALTER TABLE outbox
        ADD COLUMN channel text NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'webhook')),
        ADD COLUMN destination text NOT NULL DEFAULT '';
      CREATE UNIQUE INDEX outbox_delivery ON outbox (lead_id, channel, destination);
    `,
  },
  {
    version: 5,
    name: 'bot defence: verified leads, used challenges, refusal counts and a shared secret',
    // `verified`: true for a lead that came with a solved challenge, false for a form posted without
    // JavaScript. Leads stored before are left NULL: nothing was checked then, so neither answer is true.
    // `used_challenges` keeps each accepted challenge's signature until it expires, so no instance takes
    // it twice; `bot_refusals` counts refused posts per UTC day and reason (no request data is kept);
    // `server_secrets` holds the challenge key every instance on this database shares.
    sqlite: `
      ALTER TABLE leads ADD COLUMN verified INTEGER CHECK (verified IN (0, 1));
      CREATE TABLE used_challenges (
        signature TEXT PRIMARY KEY,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX used_challenges_expires_at ON used_challenges (expires_at);
      CREATE TABLE bot_refusals (
        day TEXT NOT NULL,
        reason TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, reason)
      );
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN verified boolean;
      CREATE TABLE used_challenges (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX used_challenges_expires_at ON used_challenges (expires_at);
      CREATE TABLE bot_refusals (
        day date NOT NULL,
        reason text NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (day, reason)
      );
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 6,
    name: 'the campaign that brought a lead',
    // One nullable column per attribution field (data/attribution.ts), written out here because an applied migration
    // never changes with that list. Leads stored before carry none: null, not a guess.
    sqlite: `
      ALTER TABLE leads ADD COLUMN utm_source TEXT;
      ALTER TABLE leads ADD COLUMN utm_medium TEXT;
      ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
      ALTER TABLE leads ADD COLUMN utm_term TEXT;
      ALTER TABLE leads ADD COLUMN utm_content TEXT;
      ALTER TABLE leads ADD COLUMN gclid TEXT;
      ALTER TABLE leads ADD COLUMN gbraid TEXT;
      ALTER TABLE leads ADD COLUMN wbraid TEXT;
      ALTER TABLE leads ADD COLUMN fbclid TEXT;
      ALTER TABLE leads ADD COLUMN msclkid TEXT;
      ALTER TABLE leads ADD COLUMN li_fat_id TEXT;
      ALTER TABLE leads ADD COLUMN landing_page TEXT;
      ALTER TABLE leads ADD COLUMN referrer TEXT;
    `,
    postgres: `
      ALTER TABLE leads
        ADD COLUMN utm_source text,
        ADD COLUMN utm_medium text,
        ADD COLUMN utm_campaign text,
        ADD COLUMN utm_term text,
        ADD COLUMN utm_content text,
        ADD COLUMN gclid text,
        ADD COLUMN gbraid text,
        ADD COLUMN wbraid text,
        ADD COLUMN fbclid text,
        ADD COLUMN msclkid text,
        ADD COLUMN li_fat_id text,
        ADD COLUMN landing_page text,
        ADD COLUMN referrer text;
    `,
  },
] as const satisfies readonly { version: number; name: string; sqlite: string; postgres: string }[]

/**
 * Takes a new database (`backend.newDatabase()`) to what the hand-rolled migrations up to `version` made of it, as
 * recorded in their `schema_migrations` table; `sql` runs after, e.g. to insert the leads it held.
 */
export async function legacyDatabase(backend: Backend, db: string, version: number, sql: string[] = []): Promise<void> {
  const dialect = backend.name === 'SQLite' ? 'sqlite' : 'postgres'
  if (dialect === 'sqlite') mkdirSync(dirname(db), { recursive: true })
  const applied = migrations.filter((migration) => migration.version <= version)
  await backend.exec(
    db,
    [
      dialect === 'sqlite'
        ? 'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)'
        : 'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      ...applied.map((migration) => migration[dialect]),
      ...applied.map(
        (migration) => `INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, '${migration.name}', '2025-01-01T00:00:00Z')`,
      ),
      ...sql,
    ].join(';\n'),
  )
}
