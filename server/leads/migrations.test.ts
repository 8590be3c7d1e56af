import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { legacyDatabase } from '../../tests/support/legacyMigrations'
import { sampleLead } from '../../testbed/sampleLead'
import { ChallengeUsed, type LeadStore } from './leadStore'
import { migrationNames } from './migrations'

// The schema is written once (migrations.ts) for both engines; a database the hand-rolled migrations made before is
// adopted with every lead, delivery and bot-defence record it holds.

const ids = ['0b6c1f0e-5d7a-4c1b-9e44-3f1c2a9d8e01', '0b6c1f0e-5d7a-4c1b-9e44-3f1c2a9d8e02']
const today = [
  `INSERT INTO leads (id, kind, locale, name, email, phone, company, role, message, country, state, origin, created_at, idempotency_key, request_hash, verified, utm_source)
   VALUES ('${ids[0]}', 'lead', 'pt-br', 'Ana', 'ana@empresa.com.br', '(11) 98765-4321', NULL, NULL, NULL, 'BR', 'SP', '', '2025-03-01T12:00:00.000Z', 'key-1', 'hash-1', NULL, 'newsletter'),
          ('${ids[1]}', 'contact', 'es-es', 'Bea', 'bea@empresa.es', '+34612345678', 'Acme', 'CTO', 'Hola', 'ES', NULL, '', '2025-03-02T12:00:00.000Z', NULL, NULL, TRUE, NULL)`,
  `INSERT INTO outbox (lead_id, channel, destination, status, attempts, next_attempt_at, sent_at) VALUES
     ('${ids[0]}', 'mail', '', 'sent', 1, '2025-03-01T12:00:00.000Z', '2025-03-01T12:00:01.000Z'),
     ('${ids[1]}', 'mail', '', 'pending', 0, '2025-03-02T12:00:00.000Z', NULL),
     ('${ids[1]}', 'webhook', 'https://crm.example.com/hook', 'failed', 5, '2025-03-02T12:00:00.000Z', NULL)`,
  `INSERT INTO used_challenges (signature, expires_at) VALUES ('spent', '2999-01-01T00:00:00.000Z')`,
  `INSERT INTO server_secrets (name, value, created_at) VALUES ('challenge', 'the secret of today', '2025-01-01T00:00:00.000Z')`,
]

for (const backend of backends) {
  const test = suite(`${backend.name} migrations`)
  let store: LeadStore | undefined

  test.after.each(async () => {
    await Promise.resolve()
      .then(() => store?.close())
      .catch(() => undefined)
  })

  test('a database made by the hand-rolled migrations keeps every lead, delivery and secret, and takes new leads', async () => {
    const db = await backend.newDatabase()
    await legacyDatabase(backend, db, 6, today)
    store = await backend.open(db, { now: () => new Date('2025-03-10T12:00:00Z') })
    assert.equal(await backend.migrations(db), migrationNames)
    const leads = await store.listLeads()
    assert.equal(
      leads.map((lead) => [
        lead.id,
        lead.email,
        lead.country,
        lead.state,
        lead.verified,
        lead.attribution,
        lead.mail?.status,
        lead.webhooks.map((w) => w.status),
      ]),
      [
        [ids[0], 'ana@empresa.com.br', 'BR', 'SP', null, { utm_source: 'newsletter' }, 'sent', []],
        [ids[1], 'bea@empresa.es', 'ES', null, true, {}, 'pending', ['failed']],
      ],
    )
    assert.is(await store.sharedSecret('challenge', 'another'), 'the secret of today')
    const replayed = await store.addLead(sampleLead({ challenge: { signature: 'spent', expiresAt: new Date('2999-01-01T00:00:00Z') } })).catch((error) => error)
    assert.instance(replayed, ChallengeUsed)
    const added = await store.addLead(sampleLead({ email: 'new@empresa.com.br' }))
    assert.equal(
      (await store.listLeads()).map((lead) => lead.id),
      [...ids, added.id],
    )
    await store.close()
    store = await backend.open(db)
    assert.is((await store.listLeads()).length, 3)
  })

  test('a new database gets the same columns as the hand-rolled migrations made', async () => {
    const [legacy, fresh] = [await backend.newDatabase(), await backend.newDatabase()]
    await legacyDatabase(backend, legacy, 6)
    store = await backend.open(fresh)
    await store.close()
    assert.equal(await backend.columns(fresh), await backend.columns(legacy))
  })

  test.run()
}
