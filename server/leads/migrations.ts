/**
 * The lead store's schema, as numbered migrations applied in order on start and recorded in
 * `schema_migrations`. Both dialects hold the same logical schema; never edit an applied
 * migration, add the next number instead.
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
] as const satisfies readonly { version: number; name: string; sqlite: string; postgres: string }[]

/** The highest migration number: the schema version a fully migrated store is at. */
export const schemaVersion = Math.max(...migrations.map((migration) => migration.version))
