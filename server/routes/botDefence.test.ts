// A scripted bot against the lead API, on both stores: every forged, stale or reused solution is refused with its
// status, counted by reason and never stored; a solved challenge gets through, once; a post without one is kept,
// flagged unverified, since a person's browser may have been unable to run the check.
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Challenge } from 'altcha-lib'
import { backends } from '../../tests/support/leadBackends'
import { contactPost, leadPost } from '../../tests/support/samplePosts'
import { easyWork, solve, testClock, withSolution, type TestClock } from '../../tests/support/solvedChallenge'
import { challengeLifetimeMs, minimumFillMs } from '../botDefence/formChallenge'
import type { LeadStore } from '../leads/leadStore'
import { leadRoutes } from './leadRoutes'

const secret = 'a test secret that is long enough to sign with'
const json = (body: unknown): InjectOptions => ({ headers: { 'content-type': 'application/json', 'accept-language': 'en-US' }, payload: JSON.stringify(body) })
const formPost = (fields: Record<string, string>): InjectOptions => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
})

/** The lead API over `store`, with its own clock. */
async function serve(store: LeadStore, clock: TestClock, options: { secret?: string } = {}) {
  const app = Fastify()
  await app.register(leadRoutes, {
    prefix: '/api',
    store,
    rateLimit: { max: 1000 },
    botDefence: { secret: options.secret ?? secret, work: easyWork, now: clock.now },
  })
  return app
}

const post = (app: FastifyInstance, options: InjectOptions) => app.inject({ method: 'POST', url: '/api/mail/contact', ...options })

async function challenge(app: FastifyInstance, form: 'contact' | 'lead'): Promise<Challenge> {
  const res = await app.inject({ method: 'GET', url: `/api/challenge?form=${form}` })
  assert.is(res.statusCode, 200, res.body)
  return res.json()
}

/** What the route counted, by reason, over the last week. */
async function counted(store: LeadStore) {
  return Object.fromEntries((await store.refusalCounts('2000-01-01')).map(({ reason, count }) => [reason, count]))
}

for (const backend of backends) {
  const test = suite(`bot defence on ${backend.name}`)
  let store: LeadStore
  let clock: TestClock
  let app: FastifyInstance

  test.before.each(async () => {
    store = await backend.open(await backend.newDatabase())
    clock = testClock()
    app = await serve(store, clock)
  })
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => app.close())
      .catch(() => undefined)
    await Promise.resolve()
      .then(() => store.close())
      .catch(() => undefined)
  })

  test('the challenge is fresh each time, never cached, sets no cookie, and names one of the forms', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/challenge?form=contact' })
    const second = await app.inject({ method: 'GET', url: '/api/challenge?form=contact' })
    assert.equal([first.statusCode, first.headers['cache-control'], first.headers['set-cookie']], [200, 'no-store', undefined])
    assert.is.not(first.json().signature, second.json().signature)
    assert.equal(first.json().parameters.data.form, 'contact')
    const { issuedAt, notBefore } = first.json().parameters.data
    assert.is(notBefore - issuedAt, minimumFillMs, 'a person’s typing time, unless a test asks for less')
    assert.is((await app.inject({ method: 'GET', url: '/api/challenge?form=newsletter' })).statusCode, 400)
    assert.is((await app.inject({ method: 'GET', url: '/api/challenge' })).statusCode, 400)
  })

  test('the challenge route allows three challenges per post an address may send, then 429', async () => {
    const limited = Fastify()
    await limited.register(leadRoutes, { prefix: '/api', store, rateLimit: { max: 1 }, botDefence: { secret, work: easyWork, now: clock.now } })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await limited.inject({ method: 'GET', url: '/api/challenge?form=lead' })).statusCode)
    await limited.close()
    assert.equal(statuses, [200, 200, 200, 429])
  })

  test('a person: a solved challenge, sent after the time it takes to type, is stored verified, once', async () => {
    const body = await withSolution(contactPost, (form) => challenge(app, form), clock)
    const res = await post(app, json(body))
    assert.is(res.statusCode, 201, res.body)
    const [lead] = await store.listLeads()
    assert.equal([lead?.id, lead?.verified], [res.json().id, true])
    assert.equal(await counted(store), {})
  })

  test('a script’s post without a solution (its check could not run) is stored unverified, as a form posted without JavaScript', async () => {
    const statuses = []
    for (const altcha of [undefined, '']) {
      const email = `ana-${String(altcha)}@acme.com.br`
      statuses.push((await post(app, json({ ...contactPost, email, ...(altcha === undefined ? {} : { altcha }) }))).statusCode)
    }
    assert.equal(statuses, [201, 201])
    assert.equal(
      (await store.listLeads()).map((lead) => lead.verified),
      [false, false],
    )
    assert.equal(await counted(store), {})
  })

  test('a forged or tampered challenge, a wrong solution or garbage gets 403 bad-solution', async () => {
    const genuine = await challenge(app, 'contact')
    clock.advance(minimumFillMs)
    const solved = JSON.parse(Buffer.from(await solve(genuine), 'base64').toString())
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')
    const forgedByAnotherServer = await solve(await challenge(await serve(store, clock, { secret: 'another server’s secret, as long as ours is' }), 'contact'))
    const bodies = [
      forgedByAnotherServer,
      // A bot that makes the work easier, or sends a solution for a key it made up.
      encode({ ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1, keyPrefix: '00' } } }),
      encode({ ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } }),
      encode({ ...solved, solution: { ...solved.solution, counter: -1 } }),
      'not base64 JSON at all',
      encode({ challenge: null }),
      'x'.repeat(10_000),
    ]
    for (const altcha of bodies) {
      const res = await post(app, json({ ...contactPost, altcha }))
      assert.equal([res.statusCode, res.json().reason], [403, 'bad-solution'], altcha.slice(0, 40))
    }
    const notText = await post(app, json({ ...contactPost, altcha: { counter: 1 } }))
    assert.equal([notText.statusCode, notText.json().reason], [403, 'bad-solution'])
    assert.equal(await store.listLeads(), [])
    assert.equal(await counted(store), { 'bad-solution': bodies.length + 1 })
  })

  test('an expired challenge gets 403 expired', async () => {
    const body = await withSolution(contactPost, (form) => challenge(app, form), clock)
    clock.advance(challengeLifetimeMs)
    const res = await post(app, json(body))
    assert.equal([res.statusCode, res.json().reason], [403, 'expired'])
    assert.equal(await counted(store), { expired: 1 })
  })

  test('a solution for the other form gets 403 other-form', async () => {
    const forLead = await withSolution({ ...leadPost, form: 'lead' }, (form) => challenge(app, form), clock)
    const res = await post(app, json({ ...contactPost, form: 'contact', altcha: forLead.altcha }))
    assert.equal([res.statusCode, res.json().reason], [403, 'other-form'])
    assert.equal(await store.listLeads(), [])
    assert.equal(await counted(store), { 'other-form': 1 })
  })

  test('a post sooner than a person can type gets 425 too-fast with Retry-After, then goes through', async () => {
    const body = await withSolution(contactPost, (form) => challenge(app, form))
    clock.advance(1_000)
    const early = await post(app, json(body))
    assert.equal([early.statusCode, early.json().reason, early.headers['retry-after']], [425, 'too-fast', '2'])
    assert.match(early.json().message, 'The form was sent too quickly')
    assert.equal(await store.listLeads(), [])
    clock.advance(minimumFillMs - 1_000)
    assert.is((await post(app, json(body))).statusCode, 201)
    assert.equal(await counted(store), { 'too-fast': 1 })
  })

  test('a test’s shorter fill time is signed into the challenge, and a post before it is still refused', async () => {
    const quick = Fastify()
    await quick.register(leadRoutes, {
      prefix: '/api',
      store,
      rateLimit: { max: 1000 },
      botDefence: { secret, work: easyWork, minimumFillMs: 100, now: clock.now },
    })
    try {
      const body = await withSolution(leadPost, (form) => challenge(quick, form))
      clock.advance(99)
      assert.equal((await post(quick, json(body))).json().reason, 'too-fast')
      clock.advance(1)
      assert.is((await post(quick, json(body))).statusCode, 201)
    } finally {
      await quick.close()
    }
  })

  test('a replayed solution gets 409 replayed; the same post retried under its idempotency key gets its lead again', async () => {
    const body = await withSolution(contactPost, (form) => challenge(app, form), clock)
    const first = await post(app, { ...json(body), headers: { ...json(body).headers, 'idempotency-key': 'key-1' } })
    assert.is(first.statusCode, 201)
    const retry = await post(app, { ...json(body), headers: { ...json(body).headers, 'idempotency-key': 'key-1' } })
    assert.equal([retry.statusCode, retry.json().id], [201, first.json().id])
    const replay = await post(app, json({ ...body, name: 'Someone Else', email: 'else@example.com' }))
    assert.equal([replay.statusCode, replay.json().reason], [409, 'replayed'])
    const replayAsForm = await post(app, formPost({ ...body, form: 'contact' }))
    assert.is(replayAsForm.statusCode, 409)
    assert.match(replayAsForm.body, 'We could not confirm that this form was sent by a person')
    assert.is((await store.listLeads()).length, 1)
    assert.equal(await counted(store), { replayed: 2 })
  })

  test('a 400 does not spend the solution: the corrected form goes out with it', async () => {
    const body = await withSolution(contactPost, (form) => challenge(app, form), clock)
    const wrong = await post(app, json({ ...body, email: 'ana@' }))
    assert.is(wrong.statusCode, 400)
    assert.is((await post(app, json(body))).statusCode, 201)
  })

  test('two instances on one database: a solution spent on one is refused by the other', async () => {
    const file = await backend.newDatabase()
    const [storeA, storeB] = [await backend.open(file), await backend.open(file)]
    // Neither is given a secret: both take the one the first stored in the database.
    const [appA, appB] = [await serveShared(storeA, clock), await serveShared(storeB, clock)]
    try {
      const body = await withSolution(contactPost, (form) => challenge(appA, form), clock)
      const [a, b] = await Promise.all([post(appA, json(body)), post(appB, json(body))])
      assert.equal([a.statusCode, b.statusCode].sort(), [201, 409])
      const again = await withSolution(leadPost, (form) => challenge(appB, form), clock)
      assert.is((await post(appA, json(again))).statusCode, 201, 'a challenge of B is good on A')
      assert.is((await post(appB, json(again))).statusCode, 409)
      assert.is((await storeA.listLeads()).length, 2)
    } finally {
      await Promise.all([appA.close(), appB.close()])
      await Promise.all([storeA.close(), storeB.close()])
    }
  })

  test('the honeypot: answered like a person, nothing stored, counted', async () => {
    const res = await post(app, json({ ...contactPost, website: 'https://spam.example' }))
    assert.is(res.statusCode, 201)
    const plain = await post(app, formPost({ ...leadPost, form: 'lead', website: 'spam' }))
    assert.is(plain.statusCode, 303)
    assert.equal(await store.listLeads(), [])
    assert.equal(await counted(store), { honeypot: 2 })
  })

  test('a form posted without JavaScript is stored unverified; one that brings a solution is checked', async () => {
    const res = await post(app, formPost({ ...leadPost, form: 'lead', locale: 'es-es' }))
    assert.is(res.statusCode, 303)
    const solved = await withSolution({ ...leadPost, form: 'lead' }, (form) => challenge(app, form), clock)
    assert.is((await post(app, formPost({ ...solved, email: 'other@empresa.com.br' }))).statusCode, 303)
    const forged = await post(app, formPost({ ...leadPost, form: 'lead', locale: 'en-us', altcha: 'forged' }))
    assert.is(forged.statusCode, 403)
    assert.match(forged.headers['content-type'] as string, 'text/html')
    assert.equal(
      (await store.listLeads()).map((lead) => [lead.email, lead.verified]),
      [
        ['bruno@empresa.com.br', false],
        ['other@empresa.com.br', true],
      ],
    )
    assert.equal(await counted(store), { 'bad-solution': 1 })
  })

  test('the retention job forgets expired challenges only', async () => {
    const body = await withSolution(contactPost, (form) => challenge(app, form), clock)
    assert.is((await post(app, json(body))).statusCode, 201)
    await store.purgeBotRecords(new Date(0))
    // Still within its lifetime: still spent.
    assert.is((await post(app, json({ ...body, email: 'x@empresa.com.br' }))).statusCode, 409)
  })

  test.run()
}

/** A lead API that takes its secret from the store, as every instance does without LEAD_CHALLENGE_SECRET. */
async function serveShared(store: LeadStore, clock: TestClock) {
  const app = Fastify()
  await app.register(leadRoutes, { prefix: '/api', store, rateLimit: { max: 1000 }, botDefence: { work: easyWork, now: clock.now } })
  return app
}
