// A real SMTP server on 127.0.0.1 that keeps every message it receives, for the mail tests.
import { SMTPServer } from 'smtp-server'

/** A message as the sink received it. */
export type ReceivedMail = { from: string; to: string[]; raw: string; header(name: string): string | undefined }

/** A running sink: its `smtp://` URL and the messages so far. */
export type SmtpSink = { url: string; port: number; messages: ReceivedMail[]; close(): Promise<void> }

// RFC 2047 encoded words, as nodemailer writes a non-ASCII subject.
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_, _charset, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  )
}

function headers(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const map = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  return map
}

/** Starts a sink on `port` (0: any free port); it accepts every message, without TLS or login. */
export function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const parsed = headers(raw)
        const envelope = session.envelope
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          header: (name) => parsed.get(name.toLowerCase()),
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
      resolve({ url: `smtp://127.0.0.1:${actual}`, port: actual, messages, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
