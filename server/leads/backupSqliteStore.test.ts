import Database from 'better-sqlite3'
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { sampleLead } from '../../testbed/sampleLead'
import { tempDir } from '../../tests/support/tempDir'
import { openSqliteLeadStore } from './openLeadStore'

const test = suite('npm run leads -- backup')

/** Runs the operator CLI as an operator would, in a process of its own. */
function leadsCli(argv: string[], databaseUrl: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve('server/cli/leads.ts'), ...argv],
      { env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  )
}

test("the store's file, its write-ahead log and shared memory are readable by the server's user alone", async () => {
  const file = join(tempDir('mode'), 'leads.sqlite')
  const store = await openSqliteLeadStore(file)
  await store.addLead(sampleLead())
  for (const path of [file, `${file}-wal`, `${file}-shm`]) assert.is(statSync(path).mode & 0o777, 0o600, path)
  await store.close()
})

test('copies the store while leads are being stored: the copy passes the integrity check and holds every lead answered before', async () => {
  const dir = tempDir('backup')
  const file = join(dir, 'leads.sqlite')
  const store = await openSqliteLeadStore(file)
  const answered: string[] = []
  for (let i = 0; i < 50; i++) answered.push((await store.addLead(sampleLead({ email: `before${i}@empresa.com.br` }))).id)
  // The running server goes on storing leads, one commit each, for as long as the backup runs.
  let writing = true
  let during = 0
  const writer = (async () => {
    while (writing) {
      await store.addLead(sampleLead({ email: `during${during++}@empresa.com.br` }))
      await new Promise((next) => setTimeout(next, 2))
    }
  })()
  const out = join(dir, 'copy.sqlite')
  const backup = await leadsCli(['backup', '--out', out], `sqlite:${file}`)
  writing = false
  await writer
  await store.close()

  assert.is(backup.code, 0, backup.stderr)
  assert.ok(during > 0, 'no lead was stored during the backup: the test proves nothing')
  const copy = new Database(out, { readonly: true })
  try {
    assert.is(copy.pragma('integrity_check', { simple: true }), 'ok')
    const ids = new Set(copy.prepare('SELECT id FROM leads').pluck().all() as string[])
    assert.equal(
      answered.filter((id) => !ids.has(id)),
      [],
      'every lead answered before the backup is in the copy',
    )
    assert.match(backup.stdout, `Backed up ${ids.size} lead(s) to ${out}`)
  } finally {
    copy.close()
  }
  // Personal data, in one file that restores by copying.
  assert.is(statSync(out).mode & 0o777, 0o600)
  assert.equal(
    readdirSync(dir).filter((name) => name.startsWith('copy')),
    ['copy.sqlite'],
  )
})

test('never overwrites an existing file', async () => {
  const dir = tempDir('backup')
  const file = join(dir, 'leads.sqlite')
  const store = await openSqliteLeadStore(file)
  await store.addLead(sampleLead())
  await store.close()
  const out = join(dir, 'copy.sqlite')
  assert.is((await leadsCli(['backup', '--out', out], `sqlite:${file}`)).code, 0)
  const size = statSync(out).size
  const again = await leadsCli(['backup', '--out', out], `sqlite:${file}`)
  assert.is(again.code, 1)
  assert.match(again.stderr, 'exists already')
  assert.is(statSync(out).size, size)
})

test('on PostgreSQL, points to the tools PostgreSQL has for it', async () => {
  const out = join(tempDir('backup'), 'copy.sqlite')
  const result = await leadsCli(['backup', '--out', out], 'postgres://127.0.0.1:1/leads')
  assert.is(result.code, 1)
  assert.match(result.stderr, 'pg_dump')
  assert.not.ok(existsSync(out))
})

test.run()
