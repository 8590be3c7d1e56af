import type { DatabaseTarget } from '../settings'
import type { LeadStore, StoreOptions } from './leadStore'
import { openPostgresLeadStore } from './postgresLeadStore'
import { openSqliteLeadStore } from './sqliteLeadStore'

/** Opens the configured lead store and brings its schema up to date. */
export async function openLeadStore(target: DatabaseTarget, options: StoreOptions = {}): Promise<LeadStore> {
  return target.kind === 'postgres' ? openPostgresLeadStore(target.url, options) : openSqliteLeadStore(target.path, options)
}

/** The store as logs name it: "PostgreSQL at host:port/database" (never the password) or "SQLite at <file>". */
export function storeName(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `SQLite at ${target.path}`
  if (!URL.canParse(target.url)) return 'PostgreSQL'
  const { host, pathname } = new URL(target.url)
  return `PostgreSQL at ${host}${pathname}`
}
