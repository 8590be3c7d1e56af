/** How many pages the browser tests load at once. */
export const defaultLookahead = 4

/**
 * Runs `work` for each item ahead of the tests that read the results, `lookahead` at a time.
 * uvu runs tests one by one; loading pages a few at a time cuts the browser tests' time by about that factor,
 * while each URL keeps a test (and a line in the report) of its own.
 */
export function aheadOfTests<T, R>(items: readonly T[], work: (item: T) => Promise<R>, lookahead = defaultLookahead) {
  const started: Promise<R>[] = []
  return (item: T): Promise<R> => {
    const index = items.indexOf(item)
    if (index < 0) throw new Error('aheadOfTests: unknown item')
    while (started.length < items.length && started.length < index + lookahead) {
      const result = work(items[started.length]!)
      // Read later by its test; until then a failure must not count as an unhandled rejection.
      result.catch(() => {})
      started.push(result)
    }
    return started[index]!
  }
}
