/** Polls `check` until it holds; throws with `what` after `timeoutMs`, so no test can hang. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits `ms`, to see that nothing more happens. */
export function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
