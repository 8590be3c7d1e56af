// A real webhook receiver on 127.0.0.1, for the webhook tests: it checks every request's signature
// with the Standard Webhooks library's own verifier, as a CRM's endpoint would, and can answer slowly,
// answer an error, or go down and come back on the same port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

/** A request whose signature verified: its Standard Webhooks headers and its body, parsed. */
export type ReceivedWebhook = { id: string; timestamp: number; body: string; payload: { type: string; timestamp: string; data: Record<string, string | null> } }

/**
 * How the receiver answers the request it is given (the nth it verified, from 1); a 2xx accepts it. `delayMs` keeps
 * the answer back; with `untilHangUp`, only until the sender hangs up, if that comes first.
 */
export type Answer = { status: number; delayMs?: number; untilHangUp?: boolean; body?: string; headers?: Record<string, string> }

export type WebhookReceiver = {
  url: string
  port: number
  /** Every request that verified, in arrival order, whatever it was answered. */
  verified: ReceivedWebhook[]
  /** The requests it answered with a 2xx, the answer fully sent: what the receiver took in. */
  accepted: ReceivedWebhook[]
  /** Requests that failed verification (answered 401). */
  rejected: string[]
  /** Requests whose sender hung up before the answer was ready: never answered, nothing taken in. */
  abandoned: ReceivedWebhook[]
  /** Changes how the next requests are answered. */
  answer: (request: ReceivedWebhook, nth: number) => Answer
  /** Stops listening and drops open connections: the next attempts are refused. */
  goDown(): Promise<void>
  /** Listens again on the same port. */
  comeBack(): Promise<void>
  close(): Promise<void>
}

function headerRecord(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]))
}

/** Starts a receiver on a free port of 127.0.0.1 that accepts (204) every request signed with `secret`. */
export async function startWebhookReceiver(secret: string, path = '/hooks/leads'): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret)
  let port = 0
  const receiver: WebhookReceiver = {
    url: '',
    port: 0,
    verified: [],
    accepted: [],
    rejected: [],
    abandoned: [],
    answer: () => ({ status: 204 }),
    goDown: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    comeBack: () => listen(port),
    close: async () => {
      if (server.listening) await receiver.goDown()
    },
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const headers = headerRecord(request)
    let payload: ReceivedWebhook['payload']
    try {
      if (request.method !== 'POST' || request.url !== path) throw new Error(`${request.method} ${request.url}`)
      payload = verifier.verify(body, headers) as ReceivedWebhook['payload']
    } catch (error) {
      receiver.rejected.push(String(error))
      response.writeHead(401).end()
      return
    }
    const received = { id: headers['webhook-id']!, timestamp: Number(headers['webhook-timestamp']), body, payload }
    receiver.verified.push(received)
    const { status, delayMs = 0, untilHangUp = false, body: answerBody = '', headers: answerHeaders = {} } = receiver.answer(received, receiver.verified.length)
    if (delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs)
        const hungUp = () => {
          clearTimeout(timer)
          resolve()
        }
        if (untilHangUp && request.socket.destroyed) hungUp()
        else if (untilHangUp) request.socket.once('close', hungUp)
      })
    }
    // A sender that gave up has closed the connection: nothing is taken in then.
    if (response.destroyed || request.socket.destroyed) return void receiver.abandoned.push(received)
    response.writeHead(status, answerHeaders).end(answerBody, () => {
      if (status >= 200 && status < 300) receiver.accepted.push(received)
    })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })

  function listen(on: number): Promise<void> {
    return new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject)
        port = (server.address() as AddressInfo).port
        Object.assign(receiver, { port, url: `http://127.0.0.1:${port}${path}` })
        resolve()
      })
    })
  }

  await listen(0)
  return receiver
}
