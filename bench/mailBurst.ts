// How long the outbox takes to mail 1,000 stored leads through a real SMTP server on 127.0.0.1 (the test sink), with
// the production mailer (a pool of connections) and worker, on a SQLite store.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openSqliteLeadStore } from '../server/leads/openLeadStore'
import { createLeadMailer } from '../server/mail/createLeadMailer'
import { startOutboxWorker } from '../server/outbox/outboxWorker'
import { sampleLead } from '../testbed/sampleLead'
import { startSmtpSink } from '../testbed/smtpSink'

/** Stores `count` leads, then times the worker until every notification is sent (at most `maxSeconds`). */
export async function mailBurst(count = 1000, maxSeconds = 120) {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-mail-bench-'))
  const sink = await startSmtpSink()
  const store = await openSqliteLeadStore(join(dir, 'leads.sqlite'))
  const mailer = createLeadMailer(sink.url, { from: 'Site Tecto <site@tecto.com.br>', to: 'contato@tecto.com.br' })
  try {
    await Promise.all(Array.from({ length: count }, (_, i) => store.addLead(sampleLead({ email: `burst${i}@example.com` }))))
    const started = performance.now()
    const worker = startOutboxWorker({ store, send: mailer.send, concurrency: mailer.concurrency, log: { info: () => undefined, error: console.error } })
    const deadline = started + maxSeconds * 1000
    while ((await store.mailCounts()).sent < count && performance.now() < deadline) await sleep(50)
    const seconds = (performance.now() - started) / 1000
    await worker.stop()
    const mails = sink.messages.length
    if (mails < count) throw new Error(`only ${mails} of ${count} mails arrived in ${maxSeconds} s`)
    return { mails, seconds, mailsPerSecond: mails / seconds, connections: sink.connections() }
  } finally {
    mailer.close()
    await store.close()
    await sink.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
