import type { DatabaseTarget } from '../settings'
import type { LeadStore, StoreOptions } from './leadStore'
import { openPostgresLeadStore } from './postgresLeadStore'
import { openSqliteLeadStore } from './sqliteLeadStore'

/** Opens the configured lead store and brings its schema up to date. */
export async function openLeadStore(target: DatabaseTarget, options: StoreOptions = {}): Promise<LeadStore> {
  return target.kind === 'postgres' ? openPostgresLeadStore(target.url, options) : openSqliteLeadStore(target.path, options)
}
