// The lead server survives its PostgreSQL: server/start.ts in its own process, as deployed, while its database's
// connections are terminated, the database is killed and restarted, or is not there at all when the server starts.
import pg from 'pg'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { freePort } from '../testbed/freePort'
import { startPostgres } from '../testbed/postgres'
import { httpGet } from '../tests/support/httpPost'
import { assertStoreAwayAnswers, listeningPort, postFormLead, startServerProcess, stopServerProcess, type ServerProcess } from '../tests/support/serverProcess'
import { sleep, waitFor } from '../tests/support/waitFor'

const test = suite('the lead server without its PostgreSQL')

/** One post's outcome: its status, its Retry-After, or the network error that stood for an answer. */
type Answer = { email: string; status: number | string; retryAfter?: string; at: number }

/** Runs SQL on the database as an administrator would, from a connection of its own. */
async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(url)
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** `lanes` visitors posting one lead after another until `stop()`, at most `maxPosts` in all. */
function keepPosting(port: number, lanes: number, maxPosts: number) {
  const answers: Answer[] = []
  let posting = true
  const lane = async (name: number) => {
    for (let i = 0; posting && answers.length < maxPosts; i++) {
      const email = `lane${name}-${i}@example.com`
      try {
        const answer = await postFormLead(port, email)
        answers.push({ email, status: answer.status, retryAfter: answer.headers['retry-after'] as string | undefined, at: Date.now() })
      } catch (error) {
        answers.push({ email, status: (error as Error).message, at: Date.now() })
      }
      await sleep(5)
    }
  }
  const running = Promise.all(Array.from({ length: lanes }, (_, name) => lane(name)))
  return {
    answers,
    stored: (since = 0) => answers.filter((answer) => answer.status === 303 && answer.at >= since).length,
    async stop() {
      posting = false
      await running
    },
  }
}

/** Whether the server process still runs, with its output when it does not. */
function assertRunning(server: ServerProcess) {
  assert.is(server.child.exitCode, null, `the server exited:\n${server.output().slice(-3000)}`)
  assert.ok(!server.output().includes("Unhandled 'error' event"), `the server printed an unhandled error:\n${server.output().slice(-3000)}`)
}

test('terminated backends and a PostgreSQL restart under posts: the server lives, answers 503 meanwhile, loses no lead and takes leads again at once', async () => {
  const database = await startPostgres({ fsync: false })
  const server = startServerProcess({ DATABASE_URL: database.url, LEAD_RATE_LIMIT: '1000000' })
  try {
    const port = await listeningPort(server)
    const posts = keepPosting(port, 8, 6000)
    await waitFor('the first leads', () => posts.stored() >= 20)
    // The statement from the issue: every connection of the database but the administrator's own.
    for (let round = 1; round <= 3; round++) {
      const terminated = await sql<{ pg_terminate_backend: boolean }>(
        database.url,
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      // Counted from the termination on: leads stored while the statement connected prove nothing.
      const before = posts.stored()
      assertRunning(server)
      assert.ok(terminated.length > 0, `round ${round}: no connection of the server was terminated`)
      // A server that died says so at once, with its last words, rather than as a wait that timed out.
      await waitFor(`leads after termination ${round}`, () => {
        assertRunning(server)
        return posts.stored() > before + 20
      })
    }
    await database.crash()
    const crashed = Date.now()
    await sleep(2000)
    const outage = posts.answers.filter((answer) => answer.at > crashed + 200)
    await database.resume()
    const back = Date.now()
    await waitFor('a lead stored after the restart', () => posts.stored(back) > 0, 10_000)
    const firstStored = posts.answers.find((answer) => answer.status === 303 && answer.at >= back)!
    await posts.stop()
    assertRunning(server)

    assert.ok(outage.length > 0, 'no post was answered while the database was down')
    assert.ok(
      outage.every((answer) => answer.status === 503 && answer.retryAfter),
      `during the outage: ${JSON.stringify(outage.filter((answer) => answer.status !== 503).slice(0, 3))}`,
    )
    const otherwise = posts.answers.filter((answer) => answer.status !== 303 && !(answer.status === 503 && answer.retryAfter))
    assert.equal(otherwise.slice(0, 5), [], 'every post is answered 303 (stored) or 503 with Retry-After: no reset, no 500')
    assert.ok(firstStored.at - back < 5000, `leads were taken again ${firstStored.at - back} ms after the database was back`)
    const promised = posts.answers.filter((answer) => answer.status === 303).map((answer) => answer.email)
    const [stored] = await sql<{ count: number }>(database.url, 'SELECT count(*)::int AS count FROM leads WHERE email = ANY($1)', [promised])
    assert.is(stored?.count, promised.length, 'every lead answered as stored is in the database')
  } finally {
    await stopServerProcess(server)
    await database.stop()
  }
})

test('a database that is not there at start: pages are served, leads answer 503, health says unreachable, and leads are taken once it starts', async () => {
  const databasePort = await freePort()
  const url = `postgres://postgres@127.0.0.1:${databasePort}/postgres`
  const server = startServerProcess({ DATABASE_URL: url, LEAD_RATE_LIMIT: '1000000' })
  let database: Awaited<ReturnType<typeof startPostgres>> | undefined
  try {
    const port = await listeningPort(server)
    await assertStoreAwayAnswers(port)

    database = await startPostgres({ fsync: false, port: databasePort })
    let stored = 0
    await waitFor(
      'a lead stored once the database is there',
      async () => (stored = (await postFormLead(port, 'later@example.com')).status) === 303,
      10_000,
      200,
    )
    assert.is(stored, 303)
    assert.is(JSON.parse((await httpGet(`http://127.0.0.1:${port}/api/health`)).body).status, 'ok')
    assertRunning(server)

    // One line when it fails, one when it is back, whatever happened in between, and no stack trace.
    const lines = server.output().split('\n')
    const unreachable = lines.filter((line) => line.includes('is unreachable ('))
    assert.equal(unreachable, [
      `lead store: PostgreSQL at 127.0.0.1:${databasePort}/postgres is unreachable (connect ECONNREFUSED 127.0.0.1:${databasePort}); pages are served, leads are answered 503 until it is back`,
    ])
    assert.is(lines.filter((line) => line.includes('is reachable again')).length, 1)
    assert.not.match(server.output(), /\n\s+at /)
  } finally {
    await stopServerProcess(server)
    await database?.stop()
  }
})

test.run()
