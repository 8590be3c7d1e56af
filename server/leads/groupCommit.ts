/** One item's outcome inside a commit that held several. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown }

/**
 * Group commit: the items that arrive during one turn of the event loop are written together by
 * `commit` (one transaction, one fsync), and each caller's promise settles only after that commit.
 * `commit` reports an outcome per item, so one bad item fails alone; if the commit itself throws,
 * every item of the group fails with its error.
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
      // The first item of a group schedules the commit after the I/O callbacks of this turn,
      // which is where the other requests of the same moment are read.
      if (queue.length === 0) setImmediate(() => (committing = committing.then(flush)))
      queue.push({ item, resolve, reject })
    })
}
