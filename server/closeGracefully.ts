import type { FastifyInstance } from 'fastify'

/** How long requests in flight may take to finish once a shutdown starts; a lead post takes milliseconds. */
export const defaultGraceMs = 3000

// Node closes idle keep-alive connections only once, when close() starts: a request that finishes during the
// grace leaves its connection idle but open, which would hold the shutdown for the whole grace.
const idleCheckMs = 100

/** Closes the app, giving requests in flight `graceMs`, then cuts what is open (Node stops timing out bodies once closing). */
export async function closeGracefully(app: FastifyInstance, graceMs = defaultGraceMs): Promise<void> {
  const server = app.server
  app.log.info(`shutdown: accepting no new connections; requests in flight have ${graceMs} ms to finish`)
  // Registered before app.close() and called synchronously, so it is logged before Fastify runs the onClose hooks.
  const drained = new Promise<true>((resolve) =>
    server.once('close', () => {
      app.log.info('shutdown: all connections closed')
      resolve(true)
    }),
  )
  const closed = app.close()
  const reaper = setInterval(() => server.closeIdleConnections(), idleCheckMs)
  let timer: NodeJS.Timeout | undefined
  const graceOver = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))
  try {
    // `closed` only settles early when the close fails: then there is nothing left to wait for.
    if (!(await Promise.race([drained, graceOver, closed.then(() => true)]))) {
      const open = await new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)))
      app.log.warn(`shutdown: closing the ${open} connection(s) still open after ${graceMs} ms`)
      server.closeAllConnections()
    }
    await drained
  } finally {
    clearInterval(reaper)
    clearTimeout(timer)
  }
  await closed
}
