import { execFile } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { backends } from '../../tests/support/leadBackends'
import { sampleLead } from '../../testbed/sampleLead'
import { tempDir } from '../../tests/support/tempDir'
import type { LeadStore } from '../leads/leadStore'
import { parseLeadsArgs, UsageError } from './parseLeadsArgs'
import { runLeadsCommand } from './runLeadsCommand'
import { csvCell, toCsv } from './toCsv'

const csv = suite('CSV export cells')

csv('are quoted when they hold a comma, a quote or a line break', () => {
  assert.is(csvCell('Acme'), 'Acme')
  assert.is(csvCell('Acme, Ltda'), '"Acme, Ltda"')
  assert.is(csvCell('O "melhor"'), '"O ""melhor"""')
  assert.is(csvCell('linha 1\r\nlinha 2'), '"linha 1\r\nlinha 2"')
  assert.is(csvCell(null), '')
})

csv('never start with a formula character', () => {
  assert.is(csvCell('=HYPERLINK("http://evil.example","click")'), `"'=HYPERLINK(""http://evil.example"",""click"")"`)
  assert.is(csvCell('+55 11 98765-4321'), "'+55 11 98765-4321")
  assert.is(csvCell('-1'), "'-1")
  assert.is(csvCell('@SUM(A1)'), "'@SUM(A1)")
  assert.is(csvCell('\tcmd'), "'\tcmd")
})

csv('a document has a BOM, a header and CRLF line ends', () => {
  assert.is(toCsv(['a', 'b'], [['1', 'São Paulo']]), '\uFEFFa,b\r\n1,São Paulo\r\n')
})

csv.run()

const args = suite('leads CLI arguments')

args('reads each command', () => {
  assert.equal(parseLeadsArgs(['list']), { command: 'list', limit: 50, email: undefined })
  assert.equal(parseLeadsArgs(['export', '--format', 'csv', '--out', 'leads.csv']), { command: 'export', format: 'csv', out: 'leads.csv', email: undefined })
  assert.equal(parseLeadsArgs(['erase', '--email', 'ana@acme.com.br']), { command: 'erase', email: 'ana@acme.com.br' })
  assert.equal(parseLeadsArgs(['purge', '--older-than', '365d']), { command: 'purge', olderThanDays: 365 })
  assert.equal(parseLeadsArgs(['retry-failed']), { command: 'retry-failed' })
  assert.equal(parseLeadsArgs(['bots']), { command: 'bots', days: 30 })
  assert.equal(parseLeadsArgs(['bots', '--days', '7']), { command: 'bots', days: 7 })
  assert.equal(parseLeadsArgs(['sources']), { command: 'sources', days: 30 })
  assert.equal(parseLeadsArgs(['sources', '--days', '90']), { command: 'sources', days: 90 })
  assert.equal(parseLeadsArgs(['backup', '--out', 'copy.sqlite']), { command: 'backup', out: 'copy.sqlite' })
  assert.equal(parseLeadsArgs([]), { command: 'help' })
})

args('refuses what it does not understand', () => {
  for (const argv of [
    ['export'],
    ['export', '--format', 'xlsx'],
    ['erase'],
    ['purge'],
    ['purge', '--older-than', 'a year'],
    ['drop'],
    ['list', '--limit', '0'],
    ['list', '--bogus'],
    ['bots', '--days', 'week'],
    ['sources', '--days', '0'],
    ['backup'],
    ['backup', '--out', ' '],
  ]) {
    assert.throws(
      () => parseLeadsArgs(argv),
      (error: unknown) => error instanceof UsageError,
      argv.join(' '),
    )
  }
})

args.run()

for (const backend of backends) {
  const test = suite(`leads CLI on ${backend.name}`)
  let store: LeadStore
  let clock = Date.parse('2025-03-10T12:00:00Z')
  // The CRM's address carries a token in its query, which a listing must not show.
  const webhookUrls = ['https://crm.example.com/hooks/leads?token=s3cret', 'https://hooks.example.net/catch/1/']
  const attribution = {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'lancamento',
    gclid: 'abc123',
    landing_page: '/pt-br/?utm_source=newsletter&utm_medium=email&utm_campaign=lancamento&gclid=abc123',
  }
  const run = async (argv: string[]) => {
    let output = ''
    await runLeadsCommand(parseLeadsArgs(argv), store, (text) => (output += text), new Date(clock))
    return output
  }

  test.before.each(async () => {
    clock = Date.parse('2025-03-10T12:00:00Z')
    store = await backend.open(await backend.newDatabase(), { now: () => new Date(clock), webhookUrls })
    await store.addLead(
      sampleLead({
        kind: 'contact',
        name: 'Ana Souza',
        email: 'ana@acme.com.br',
        company: '=cmd|" /C calc"!A0',
        role: 'CTO',
        message: 'Olá,\n"app" urgente',
        state: null,
        attribution,
      }),
    )
    clock += 60_000
    await store.addLead(sampleLead({ name: 'Bruno Lima', email: 'bruno@empresa.com.br', state: 'RJ', verified: false }))
  })
  // uvu ignores a throw in after.each (its runner returns from `finally`): never throw here, or a
  // failing before.each (no PostgreSQL, say) would be swallowed instead of failing the test.
  test.after.each(async () => {
    await Promise.resolve()
      .then(() => store.close())
      .catch(() => undefined)
  })

  test('list shows the newest lead first, one line each, with whether it was verified and its email and webhook states', async () => {
    const lines = (await run(['list'])).trimEnd().split('\n')
    assert.is(lines.length, 5)
    assert.equal(lines[0]!.split('\t'), [
      'received',
      'form',
      'page',
      'locale',
      'name',
      'email',
      'phone',
      'company/state',
      'verified',
      'source/medium/campaign',
      'mail',
      'webhooks',
    ])
    assert.equal(lines[1]!.split('\t'), [
      '2025-03-10T12:01:00.000Z',
      'lead',
      '/pt-br/contrate',
      'pt-br',
      'Bruno Lima',
      'bruno@empresa.com.br',
      '(11) 98765-4321',
      'RJ',
      'no',
      '(none)/(none)/-',
      'pending',
      'https://crm.example.com/hooks/leads pending; https://hooks.example.net/catch/1/ pending',
    ])
    assert.match(lines[2]!, 'Ana Souza\tana@acme.com.br')
    assert.match(lines[2]!, '\tyes\tnewsletter/email/lancamento\tpending')
    assert.is(
      lines[4],
      "Posts refused as bots' in the last 7 days (UTC), by reason: honeypot 0, no-solution 0, bad-solution 0, expired 0, other-form 0, replayed 0, too-fast 0. Per day: npm run leads -- bots",
    )
  })

  test('list sums the refused posts of the last 7 days; bots lists them per day', async () => {
    await store.countRefusal('too-fast')
    clock -= 86_400_000
    await store.countRefusal('honeypot')
    await store.countRefusal('honeypot')
    clock -= 30 * 86_400_000
    await store.countRefusal('replayed')
    clock += 31 * 86_400_000
    assert.match(await run(['list']), 'by reason: honeypot 2, no-solution 0, bad-solution 0, expired 0, other-form 0, replayed 0, too-fast 1.')
    assert.is(await run(['bots']), 'day\treason\tposts\n2025-03-10\ttoo-fast\t1\n2025-03-09\thoneypot\t2\n')
    assert.match(await run(['bots', '--days', '60']), '2025-02-07\treplayed\t1\n')
    await store.close()
    store = await backend.open(await backend.newDatabase(), { now: () => new Date(clock) })
    assert.is(await run(['bots']), "No post was refused as a bot's in the last 30 days (UTC).\n")
  })

  test('export --format csv writes every lead, quoted and formula-safe', async () => {
    const out = await run(['export', '--format', 'csv'])
    const rows = out.replace(/^\uFEFF/, '').split('\r\n')
    assert.is(
      rows[0],
      'id,created_at,form,locale,name,email,phone,company,role,country,state,message,origin,mail_status,webhook_status,verified,' +
        'utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,gbraid,wbraid,fbclid,msclkid,li_fat_id,landing_page,referrer',
    )
    assert.match(
      rows[1]!,
      `,contact,pt-br,Ana Souza,ana@acme.com.br,(11) 98765-4321,"'=cmd|"" /C calc""!A0",CTO,,,"Olá,\n""app"" urgente",https://tecto.com.br/pt-br/contrate,pending,pending,yes,` +
        'newsletter,email,lancamento,,,abc123,,,,,,/pt-br/?utm_source=newsletter&utm_medium=email&utm_campaign=lancamento&gclid=abc123,',
    )
    assert.match(rows[2]!, ',lead,pt-br,Bruno Lima,bruno@empresa.com.br,')
    assert.match(rows[2]!, ',pending,no,,,,,,,,,,,,,')
  })

  test('sources counts the leads of the last days by source, medium and campaign, verified and unverified apart', async () => {
    clock += 60_000
    await store.addLead(sampleLead({ email: 'carla@empresa.com.br', attribution: { gclid: 'xyz789', landing_page: '/pt-br/fabrica-de-software' } }))
    clock += 60_000
    await store.addLead(
      sampleLead({ email: 'davi@empresa.com.br', attribution: { ...attribution, utm_source: 'Newsletter', utm_content: 'banner' }, verified: false }),
    )
    clock += 60_000
    await store.addLead(sampleLead({ email: 'eva@empresa.com.br', attribution: { referrer: 'https://www.google.com.br/' } }))
    await store.addLead(sampleLead({ email: 'fabio@empresa.com.br', attribution: { referrer: 'https://mail.google.com/mail/u/0/' } }))
    assert.is(
      await run(['sources']),
      'Leads received in the last 30 days, by source, medium and campaign (unverified: sent without JavaScript, or before the anti-bot check):\n' +
        'source\tmedium\tcampaign\tverified\tunverified\ttotal\n' +
        'newsletter\temail\tlancamento\t1\t1\t2\n' +
        '(none)\t(none)\t-\t0\t1\t1\n' +
        'google\tcpc (gclid)\t-\t1\t0\t1\n' +
        'google.com.br\torganic\t-\t1\t0\t1\n' +
        'mail.google.com\treferral\t-\t1\t0\t1\n',
    )
    // Thirty days later the first two leads are out of a 30-day window, and in a 31-day one.
    clock += 30 * 86_400_000 - 2.5 * 60_000
    assert.not.match(await run(['sources']), '(none)\t(none)')
    assert.match(await run(['sources', '--days', '31']), '(none)\t(none)\t-\t0\t1\t1\n')
    clock += 365 * 86_400_000
    assert.is(await run(['sources']), 'No lead was received in the last 30 days.\n')
  })

  test('export --out writes a file only its owner can read', async () => {
    const file = join(tempDir('export'), 'leads.csv')
    assert.is(await run(['export', '--format', 'csv', '--email', 'bruno@empresa.com.br', '--out', file]), `Exported to ${file}\n`)
    assert.is(statSync(file).mode & 0o777, 0o600)
    assert.is(readFileSync(file, 'utf8').split('\r\n').length, 3)
  })

  test('erase --email removes that person’s leads, emails and webhooks', async () => {
    assert.is(
      await run(['erase', '--email', 'ANA@acme.com.br']),
      'Erased 1 lead(s) of ANA@acme.com.br, with their notification emails and webhook deliveries.\n',
    )
    assert.equal(
      (await store.listLeads()).map((lead) => lead.email),
      ['bruno@empresa.com.br'],
    )
    assert.equal(await store.mailCounts(), { pending: 1, sent: 0, failed: 0 })
    assert.equal(await store.webhookCounts(), { pending: 2, sent: 0, failed: 0 })
  })

  test('purge --older-than removes leads past the retention period', async () => {
    clock += 365 * 86_400_000
    assert.is(await run(['purge', '--older-than', '365d']), 'Purged 1 lead(s) received before 2025-03-10T12:01:00.000Z.\n')
    assert.equal(
      (await store.listLeads()).map((lead) => lead.name),
      ['Bruno Lima'],
    )
  })

  test('list shows an email given up on, with why; retry-failed queues it again', async () => {
    const [mail] = await store.claimDeliveries({ channel: 'mail', limit: 1, leaseMs: 1000, worker: 'w' })
    await store.markFailed(mail!.outboxId, '550 5.1.1 <contato@tecto.com.br>: mailbox unavailable')
    assert.match(await run(['list']), '\tfailed after 1 attempt(s): 550 5.1.1 <contato@tecto.com.br>: mailbox unavailable')
    assert.is(await run(['retry-failed']), 'Queued 1 failed delivery(ies), notification emails and webhooks, again; the running server makes them.\n')
    assert.equal(await store.mailCounts(), { pending: 2, sent: 0, failed: 0 })
  })

  test('list and export show each webhook as it went: sent, retried, given up on with its status code', async () => {
    const [anaCrm, anaHooks, brunoCrm, brunoHooks] = await store.claimDeliveries({ channel: 'webhook', limit: 4, leaseMs: 1000, worker: 'w' })
    await store.scheduleRetry(anaCrm!.outboxId, 'WebhookAttemptError: no answer: ECONNREFUSED', 5000)
    await store.markSent(anaHooks!.outboxId)
    await store.markSent(brunoCrm!.outboxId)
    await store.markFailed(brunoHooks!.outboxId, 'WebhookAttemptError: HTTP 404')
    const [, bruno, ana] = (await run(['list']))
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t').at(-1))
    assert.is(bruno, 'https://crm.example.com/hooks/leads sent; https://hooks.example.net/catch/1/ failed after 1 attempt(s): WebhookAttemptError: HTTP 404')
    assert.is(
      ana,
      'https://crm.example.com/hooks/leads pending (1 failed: WebhookAttemptError: no answer: ECONNREFUSED); https://hooks.example.net/catch/1/ sent',
    )
    const rows = (await run(['export', '--format', 'csv'])).split('\r\n')
    // Ana's company and message hold commas of their own: her webhook_status is found counting from the end.
    const fromEnd = rows[0]!.split(',').length - rows[0]!.split(',').indexOf('webhook_status')
    assert.equal([rows[1]?.split(',').at(-fromEnd), rows[2]?.split(',').at(-fromEnd)], ['pending', 'failed'])
    assert.is(await run(['retry-failed']), 'Queued 1 failed delivery(ies), notification emails and webhooks, again; the running server makes them.\n')
    assert.equal(await store.webhookCounts(), { pending: 2, sent: 2, failed: 0 })
  })

  test.run()
}

const entry = suite('npm run leads')

entry('runs against the store DATABASE_URL names', async () => {
  const backend = backends[0]!
  const file = await backend.newDatabase()
  const store = await backend.open(file)
  await store.addLead(sampleLead())
  await store.close()
  const cli = (argv: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', resolve('server/cli/leads.ts'), ...argv],
        { env: { ...process.env, DATABASE_URL: `sqlite:${file}` } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
      ),
    )
  const list = await cli(['list'])
  assert.is(list.code, 0, list.stderr)
  assert.match(list.stdout, 'Ana Souza\tana@empresa.com.br')
  const wrong = await cli(['purge'])
  assert.is(wrong.code, 2)
  assert.match(wrong.stderr, 'Usage: npm run leads')
})

entry.run()
