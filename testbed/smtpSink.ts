// A real SMTP server on 127.0.0.1 that keeps every message it receives, for the mail tests and the bench.
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A slow sink takes `delayMs` per message and answers none before `hold` settles; `refuse` answers 550 after the data. */
export type SmtpSinkOptions = { delayMs?: number; hold?: Promise<void>; refuse?: boolean }

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>

/** A sink on `port` (0: any free one), without TLS or login, counting its sessions and the most messages received at once. */
export async function startSmtpSink(port = 0, { delayMs = 0, hold, refuse = false }: SmtpSinkOptions = {}) {
  const messages: { from: string; to: string[]; raw: string; header(name: string): string | undefined }[] = []
  let connections = 0
  let receiving = 0
  let mostAtOnce = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // A client's idle pooled connection would hold close() for its default 30 s.
    closeTimeout: 100,
    logger: false,
    onConnect(_session, callback) {
      connections++
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      receiving++
      mostAtOnce = Math.max(mostAtOnce, receiving)
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
        await hold
        receiving--
        if (refuse) return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }))
        const raw = Buffer.concat(chunks).toString('utf8')
        // mailparser unfolds the header lines and decodes their RFC 2047 words (nodemailer's non-ASCII subjects).
        const { headers } = await simpleParser(raw)
        const envelope = session.envelope
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          header: (name) => {
            const value = headers.get(name.toLowerCase())
            return value === undefined ? undefined : String((value as { text?: string }).text ?? value)
          },
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const actual = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages,
    connections: () => connections,
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
