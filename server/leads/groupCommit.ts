/** One item's outcome inside a commit that held several. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown }

/**
 * Group commit: the items that arrive during one turn of the event loop are written together by `commit` (one
 * fsync); each caller's promise settles after it, with its own item's outcome.
 */
export function groupCommit<T, R>(commit: (items: T[]) => Promise<ItemOutcome<R>[]>): (item: T) => Promise<R> {
  let queue: { item: T; resolve(value: R): void; reject(error: unknown): void }[] = []
  // One commit at a time: the items that arrive meanwhile make the next group.
  let committing = Promise.resolve()

  async function flush() {
    const group = queue
    queue = []
    let outcomes: ItemOutcome<R>[]
    try {
      outcomes = await commit(group.map((entry) => entry.item))
    } catch (error) {
      outcomes = group.map(() => ({ ok: false, error }))
    }
    group.forEach((entry, index) => {
      const outcome = outcomes[index]!
      if (outcome.ok) entry.resolve(outcome.value)
      else entry.reject(outcome.error)
    })
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      // After this turn's I/O callbacks, where the other requests of the same moment are read.
      if (queue.length === 0) setImmediate(() => (committing = committing.then(flush)))
      queue.push({ item, resolve, reject })
    })
}
