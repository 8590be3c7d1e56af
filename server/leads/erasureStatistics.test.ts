import pg from 'pg'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { sampleLead } from '../../testbed/sampleLead'
import { createTestDatabase } from '../../testbed/postgres'
import type { LeadStore } from './leadStore'
import { openPostgresLeadStore } from './openLeadStore'

// PostgreSQL keeps sample values of each column (most common values, histogram bounds) in its planner
// statistics, readable by anyone who may read the table through the pg_stats view. An erased address
// must not stay there.

const test = suite('PostgreSQL: erased data leaves the planner statistics')
let url = ''
let store: LeadStore

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client(url)
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

/** The pg_stats rows (table.column) whose sampled values mention `text`, whichever statistic holds them. */
async function statisticsMentioning(text: string): Promise<string[]> {
  const rows = await query<{ tablename: string; attname: string; stats: string }>(
    `SELECT tablename, attname, concat_ws(' ', most_common_vals::text, histogram_bounds::text, most_common_elems::text) AS stats FROM pg_stats WHERE schemaname = 'public'`,
  )
  return rows.filter((row) => row.stats.toLowerCase().includes(text.toLowerCase())).map((row) => `${row.tablename}.${row.attname}`)
}

/** Stores leads and samples them as autovacuum would on a busy table. */
async function storeAndAnalyze(leads: Parameters<typeof sampleLead>[0][]) {
  for (const lead of leads) await store.addLead(sampleLead(lead))
  await query('ANALYZE leads')
}

test.before.each(async () => {
  url = await createTestDatabase()
  store = await openPostgresLeadStore(url)
})
test.after.each(() => store.close())

test('an erased address is in no statistic, while other leads remain', async () => {
  await storeAndAnalyze([
    ...Array.from({ length: 30 }, (_, i) => ({ email: `keep${i}@empresa.com.br`, name: `Pessoa Mantida ${i}` })),
    ...Array.from({ length: 5 }, () => ({ email: 'erase.me@empresa.com.br', name: 'Maria Apagada', message: 'Mensagem apagada' })),
  ])
  assert.ok((await statisticsMentioning('erase.me@')).length > 0, 'the statistics never sampled the address: the test proves nothing')
  assert.is(await store.eraseByEmail('erase.me@empresa.com.br'), 5)
  assert.equal(await statisticsMentioning('erase.me@'), [])
  assert.equal(await statisticsMentioning('Maria Apagada'), [])
  assert.ok((await statisticsMentioning('@empresa.com.br')).length > 0, 'the statistics of the leads that remain are kept')
})

test("an erased address is in no statistic when it was the table's last lead", async () => {
  await storeAndAnalyze(Array.from({ length: 5 }, () => ({ email: 'only.one@empresa.com.br', name: 'Única Pessoa' })))
  assert.ok((await statisticsMentioning('only.one@')).length > 0, 'the statistics never sampled the address: the test proves nothing')
  assert.is(await store.eraseByEmail('only.one@empresa.com.br'), 5)
  assert.equal(await statisticsMentioning('only.one@'), [])
  assert.equal(await statisticsMentioning('Única Pessoa'), [])
})

test('leads removed by the retention purge are in no statistic', async () => {
  const old = new Date('2020-01-01T00:00:00Z')
  await store.close()
  store = await openPostgresLeadStore(url, { now: () => old })
  await storeAndAnalyze(Array.from({ length: 5 }, (_, i) => ({ email: `old${i}@antiga.com.br` })))
  assert.is(await store.purgeBefore(new Date('2021-01-01T00:00:00Z')), 5)
  assert.equal(await statisticsMentioning('@antiga.com.br'), [])
})

test.run()
