// The one way tests wait: poll for what must happen, or sleep to see that nothing more does.

/** Real time passing: `ms` milliseconds, to see that nothing more happens. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Polls `check` until it holds; throws with `what` after `timeoutMs`, so no test can hang. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(everyMs)
  }
}
