import { connect, type Socket } from 'node:net'

/** A raw connection that sends `head` and then one byte of body every `everyMs`, like a slowloris client. */
export type Trickle = {
  socket: Socket
  /** Everything the server has answered so far. */
  answer(): string
  /** Settles when the server has closed the connection, with the ms since the headers were sent. */
  closed: Promise<number>
  /** Settles once the headers are written. */
  sent: Promise<void>
}

/** Opens the connection to 127.0.0.1:`port`; it stops trickling when either side closes it. */
export function trickle(port: number, head: string, everyMs = 200): Trickle {
  const socket = connect({ host: '127.0.0.1', port })
  let answer = ''
  let sentAt = 0
  let timer: NodeJS.Timeout | undefined
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
  // A reset after the answer is still the server closing the connection.
  socket.on('error', () => undefined)
  const sent = new Promise<void>((resolve) =>
    socket.once('connect', () =>
      socket.write(head, () => {
        sentAt = Date.now()
        timer = setInterval(() => socket.writable && socket.write('x'), everyMs)
        resolve()
      }),
    ),
  )
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer)
      resolve(Date.now() - sentAt)
    }),
  )
  return { socket, answer: () => answer, closed, sent }
}
