import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { legacyDatabase } from '../../tests/support/legacyMigrations'
import { sampleLead } from '../../testbed/sampleLead'
import type { LeadStore } from './leadStore'
import { migrationNames } from './migrations'

for (const backend of backends) {
  const test = suite(`${backend.name} lead store`)
  let clock = Date.parse('2025-03-10T12:00:00Z')
  const options = { now: () => new Date(clock) }
  let db = ''
  let store: LeadStore

  test.before.each(async () => {
    db = await backend.newDatabase()
    store = await backend.open(db, options)
  })
  // uvu ignores a throw in after.each (its runner returns from `finally`): never throw here, or a
  // failing before.each (no PostgreSQL, say) would be swallowed instead of failing the test.
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => store.close())
      .catch(() => undefined)
  })

  test('stores a lead together with its pending notification', async () => {
    const { replayed, ...stored } = await store.addLead(
      sampleLead({ kind: 'contact', company: 'Acme', role: 'CTO', message: 'Olá,\nprecisamos de um app.', state: null }),
    )
    assert.match(stored.id, /^[0-9a-f-]{36}$/)
    assert.is(replayed, false)
    const [listed] = await store.listLeads()
    assert.equal(listed, { ...stored, mail: { status: 'pending', attempts: 0, lastError: null, sentAt: null }, webhooks: [] })
    assert.is(listed!.message, 'Olá,\nprecisamos de um app.')
    assert.equal(await store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
  })

  test('keeps the campaign that brought a lead, and lists the leads received since a time', async () => {
    const attribution = { utm_source: 'newsletter', utm_campaign: 'lançamento', gclid: 'abc123', landing_page: '/pt-br/?utm_source=newsletter' }
    await store.addLead(sampleLead({ email: 'old@empresa.com.br' }))
    clock += 60_000
    await store.addLead(sampleLead({ attribution }))
    const listed = await store.listLeads({ since: new Date(clock) })
    assert.equal(
      listed.map((lead) => lead.attribution),
      [attribution],
    )
    assert.equal(
      (await store.listLeads()).map((lead) => lead.attribution),
      [{}, attribution],
    )
  })

  test('creates the schema once: reopening applies no migration twice', async () => {
    await store.addLead(sampleLead())
    const again = await backend.open(db, options)
    assert.is((await again.listLeads()).length, 1)
    await again.close()
    assert.equal(await backend.migrations(db), migrationNames)
  })

  test('keeps a lead’s country, and a state only for Brazil', async () => {
    await store.addLead(sampleLead({ phone: '+34612345678', country: 'ES', state: null, origin: 'https://tecto.com.br/es-es/contrate' }))
    await store.addLead(sampleLead({ phone: '(11) 3333-4444', country: 'BR', state: 'SP' }))
    const leads = await store.listLeads()
    assert.equal(
      leads.map((lead) => [lead.phone, lead.country, lead.state]),
      [
        ['+34612345678', 'ES', null],
        ['(11) 3333-4444', 'BR', 'SP'],
      ],
    )
  })

  test('the country migration counts the landing-page leads stored before it as Brazilian', async () => {
    await store.close()
    // A database as migration 2 left it, with a landing-page lead and a contact lead.
    db = await backend.newDatabase()
    await legacyDatabase(backend, db, 2, [
      `INSERT INTO leads (id, kind, locale, name, email, phone, state, origin, created_at) VALUES
        ('7d9f4b52-8a43-4d3e-9a51-0f6f4c1d2e01', 'lead', 'pt-br', 'Ana', 'ana@empresa.com.br', '(11) 98765-4321', 'SP', '', '2025-03-01T12:00:00.000Z'),
        ('7d9f4b52-8a43-4d3e-9a51-0f6f4c1d2e02', 'contact', 'pt-br', 'Bia', 'bia@empresa.com.br', '(11) 98765-4321', NULL, '', '2025-03-02T12:00:00.000Z')`,
    ])
    store = await backend.open(db, options)
    const leads = await store.listLeads()
    assert.equal(
      leads.map((lead) => [lead.kind, lead.country, lead.state]),
      [
        ['lead', 'BR', 'SP'],
        ['contact', null, null],
      ],
    )
    assert.equal(await backend.migrations(db), migrationNames)
  })

  test('a claimed email is leased: nobody else gets it until the lease ends', async () => {
    const lead = await store.addLead(sampleLead())
    const [claimed] = await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 60_000, worker: 'w' })
    assert.equal({ id: claimed?.lead.id, attempts: claimed?.attempts }, { id: lead.id, attempts: 1 })
    assert.equal(await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 60_000, worker: 'w' }), [])
    clock += 60_001
    const [again] = await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 60_000, worker: 'w' })
    assert.is(again?.attempts, 2)
  })

  test('a failed email comes back after its retry delay, with the error kept', async () => {
    await store.addLead(sampleLead())
    const [claimed] = await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 60_000, worker: 'w' })
    await store.scheduleRetry(claimed!.outboxId, 'connect ECONNREFUSED 127.0.0.1:25', 5000)
    assert.equal(await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 60_000, worker: 'w' }), [])
    const [listed] = await store.listLeads()
    assert.equal(listed?.mail, { status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25', sentAt: null })
    clock += 5000
    assert.is((await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 60_000, worker: 'w' })).length, 1)
  })

  test('a sent email is never claimed again', async () => {
    await store.addLead(sampleLead())
    const [claimed] = await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 1000, worker: 'w' })
    await store.markSent(claimed!.outboxId)
    clock += 3_600_000
    assert.equal(await store.claimDeliveries({ channel: 'mail', limit: 10, leaseMs: 1000, worker: 'w' }), [])
    assert.equal(await store.mailCounts(), { pending: 0, sent: 1, failed: 0 })
    assert.is((await store.listLeads())[0]?.mail?.sentAt?.getTime(), clock - 3_600_000)
  })

  test('two connections claiming at once never get the same email', async () => {
    for (let i = 0; i < 20; i++) await store.addLead(sampleLead({ email: `lead${i}@empresa.com.br` }))
    const other = await backend.open(db, options)
    const claimAll = async (s: LeadStore) => {
      const ids: number[] = []
      for (;;) {
        const batch = await s.claimDeliveries({ channel: 'mail', limit: 3, leaseMs: 60_000, worker: 'w' })
        if (!batch.length) return ids
        ids.push(...batch.map((mail) => mail.outboxId))
      }
    }
    const [mine, theirs] = await Promise.all([claimAll(store), claimAll(other)])
    await other.close()
    const all = [...mine!, ...theirs!]
    assert.is(all.length, 20)
    assert.is(new Set(all).size, 20)
  })

  test('erasure removes every lead of an address, whatever its case, with its emails', async () => {
    await store.addLead(sampleLead())
    await store.addLead(sampleLead({ email: 'Ana@Empresa.com.br' }))
    await store.addLead(sampleLead({ name: 'Bruno Lima', email: 'bruno@empresa.com.br' }))
    assert.is(await store.eraseByEmail(' ANA@empresa.com.br '), 2)
    assert.equal(
      (await store.listLeads()).map((lead) => lead.email),
      ['bruno@empresa.com.br'],
    )
    assert.equal(await store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
  })

  test('purging removes leads received before the cutoff only', async () => {
    clock = Date.parse('2024-01-01T00:00:00Z')
    await store.addLead(sampleLead({ name: 'Old lead' }))
    clock = Date.parse('2025-03-10T12:00:00Z')
    await store.addLead(sampleLead({ name: 'New lead' }))
    assert.is(await store.purgeBefore(new Date(clock - 365 * 86_400_000)), 1)
    assert.equal(
      (await store.listLeads()).map((lead) => lead.name),
      ['New lead'],
    )
    assert.equal(await store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
  })

  test('lists newest first, filtered by address, limited', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      clock += 1000
      await store.addLead(sampleLead({ name }))
    }
    await store.addLead(sampleLead({ name: 'Other', email: 'other@empresa.com.br' }))
    const listed = await store.listLeads({ email: 'ANA@empresa.com.br', newestFirst: true, limit: 2 })
    assert.equal(
      listed.map((lead) => lead.name),
      ['Third', 'Second'],
    )
  })

  test.run()
}
