// A real SMTP server on 127.0.0.1 that keeps every message it receives, for the mail tests.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as the sink received it. */
export type ReceivedMail = { from: string; to: string[]; raw: string; header(name: string): string | undefined }

/** A running sink: its `smtp://` URL, the messages so far, and how clients connected. */
export type SmtpSink = {
  url: string
  port: number
  messages: ReceivedMail[]
  /** SMTP sessions opened so far. */
  connections(): number
  /** The most messages that were being received at one moment. */
  mostAtOnce(): number
  close(): Promise<void>
}

/**
 * How the sink behaves: a slow server takes `delayMs` per message, and answers none before `hold` settles (a server
 * slower than anything a test waits for); `refuse` answers 550 after the data.
 */
export type SmtpSinkOptions = { delayMs?: number; hold?: Promise<void>; refuse?: boolean }

/** Starts a sink on `port` (0: any free port); it accepts every message (unless told to refuse), without TLS or login. */
export function startSmtpSink(port = 0, { delayMs = 0, hold, refuse = false }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
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
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({
        url: `smtp://127.0.0.1:${actual}`,
        port: actual,
        messages,
        connections: () => connections,
        mostAtOnce: () => mostAtOnce,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
