// Mail burst: how long the outbox takes to mail 1,000 stored leads through a real SMTP server on
// 127.0.0.1 (the test sink), with the production mailer (a pool of connections) and worker, on a
// SQLite store. Used by `npm run bench`; run alone with `npx tsx bench/mailBurst.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openSqliteLeadStore } from '../server/leads/sqliteLeadStore'
import { createLeadMailer } from '../server/mail/createLeadMailer'
import { startOutboxWorker } from '../server/outbox/outboxWorker'
import { sampleLead } from '../testbed/sampleLead'
import { startSmtpSink } from '../testbed/smtpSink'

/** The result: how many mails, in how many seconds, over how many SMTP connections. */
export type MailBurst = { mails: number; seconds: number; mailsPerSecond: number; connections: number }

/** Stores `count` leads, then times the worker until the sink has received every notification (at most `maxSeconds`). */
export async function mailBurst(count = 1000, maxSeconds = 120): Promise<MailBurst> {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-mail-bench-'))
  const sink = await startSmtpSink()
  const store = await openSqliteLeadStore(join(dir, 'leads.sqlite'))
  const mailer = createLeadMailer(sink.url, { from: 'Site Tecto <site@tecto.com.br>', to: 'contato@tecto.com.br' })
  try {
    await Promise.all(Array.from({ length: count }, (_, i) => store.addLead(sampleLead({ email: `burst${i}@example.com` }))))
    const started = performance.now()
    const worker = startOutboxWorker({ store, send: mailer.send, concurrency: mailer.concurrency, log: { info: () => undefined, error: console.error } })
    const deadline = started + maxSeconds * 1000
    while ((await store.mailCounts()).sent < count && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mails, seconds, connections } = await mailBurst()
  console.log(`${mails} mails in ${seconds.toFixed(1)} s over ${connections} SMTP connections`)
}
