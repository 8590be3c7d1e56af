import type pg from 'pg'

/**
 * Runs `work` on a connection of its own, for a transaction. A connection lost while checked out (a terminated
 * backend, a restart) emits 'error' on its client, which nobody else listens to then: unheard, that event would end
 * the process. Heard here, it fails the work instead (503 for a lead). A transaction left open by an error is rolled
 * back; a client that lost its connection, or cannot even roll back, is destroyed, never handed to the next caller.
 */
export async function withPgClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  const onLost = (error: Error) => (broken ??= error)
  client.on('error', onLost)
  try {
    return await work(client)
  } catch (error) {
    if (!broken) await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError))
    throw error
  } finally {
    client.off('error', onLost)
    client.release(broken)
  }
}
