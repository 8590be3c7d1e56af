// The lead server survives its SQLite file: server/start.ts in its own process, as deployed, with a file that
// cannot be opened at start, or a disk that fills up under posts.
import Database from 'better-sqlite3'
import { mkdirSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { httpGet } from '../tests/support/httpPost'
import { assertStoreAwayAnswers, listeningPort, postFormLead, startServerProcess, stopServerProcess } from '../tests/support/serverProcess'
import { tempDir } from '../tests/support/tempDir'
import { waitFor } from '../tests/support/waitFor'

const test = suite('the lead server without its SQLite file')

test('a file that cannot be opened at start: pages are served, leads answer 503, health says unreachable, and leads are taken once it opens', async () => {
  // A directory where the file should be: what a container run gets when it mounts a database file that is not
  // there. Permissions would be the plain case, but the tests run as root, which they do not stop.
  const file = join(tempDir('sqlite-outage'), 'leads.sqlite')
  mkdirSync(file)
  const server = startServerProcess({ DATABASE_URL: `sqlite:${file}`, LEAD_RATE_LIMIT: '1000000' })
  try {
    const port = await listeningPort(server)
    await assertStoreAwayAnswers(port)
    assert.match(server.output(), `lead store: SQLite at ${file} is unreachable (SQLITE_CANTOPEN: unable to open database file)`)

    rmdirSync(file)
    await waitFor('a lead stored once the file can be opened', async () => (await postFormLead(port, 'later@example.com')).status === 303, 10_000, 200)
    assert.match(server.output(), 'is reachable again')
    assert.is(server.child.exitCode, null)
  } finally {
    await stopServerProcess(server)
  }
})

test('a full disk under posts: every lead answered as stored is in the file, the others are answered 503, and the server lives', async () => {
  // The process may write no file beyond 1 MiB (`ulimit -f`): the write-ahead log reaches it after some leads and
  // the kernel refuses the next write with EFBIG, as a full disk refuses one with ENOSPC.
  const server = startServerProcess({ LEAD_RATE_LIMIT: '1000000' }, { fileSizeLimitKiB: 1024 })
  const file = join(server.outDir, 'leads.sqlite')
  try {
    const port = await listeningPort(server)
    const answers: { email: string; status: number; retryAfter?: unknown }[] = []
    for (let i = 0; i < 2000 && answers.filter((answer) => answer.status !== 303).length < 10; i++) {
      const email = `lead${i}@example.com`
      const answer = await postFormLead(port, email)
      answers.push({ email, status: answer.status, retryAfter: answer.headers['retry-after'] })
    }
    const refused = answers.filter((answer) => answer.status !== 303)
    assert.ok(refused.length === 10, `the disk never filled in ${answers.length} posts`)
    assert.ok(
      refused.every((answer) => answer.status === 503 && answer.retryAfter),
      `refused: ${JSON.stringify(refused.slice(0, 3))}`,
    )
    assert.is((await httpGet(`http://127.0.0.1:${port}/`)).status, 200)
    assert.is(server.child.exitCode, null)
    assert.match(server.output(), /SQLITE_(FULL|IOERR)/)

    await stopServerProcess(server)
    const promised = answers.filter((answer) => answer.status === 303).map((answer) => answer.email)
    const db = new Database(file, { readonly: true })
    const stored = db.prepare('SELECT count(*) FROM leads WHERE email IN (SELECT value FROM json_each(?))').pluck().get(JSON.stringify(promised))
    db.close()
    assert.ok(promised.length > 0)
    assert.is(stored, promised.length, 'every lead answered as stored is in the file')
  } finally {
    await stopServerProcess(server)
  }
})

test.run()
