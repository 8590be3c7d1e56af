/** What a stage of `npm test` counted. */
export type Counts = { passed: number; failed: number; skipped: number }

/** A stage's process: its exit code and everything it printed. */
export type Outcome = { code: number; output: string }

/** A stage that is one check (type check, build): passed when its command succeeds. */
export function singleCheck({ code }: Outcome): Counts {
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 }
}

/** Reads uvu's summary (`Total: / Passed: / Skipped:`); a crash or a missing summary counts as a failure. */
export function uvuCounts({ code, output }: Outcome): Counts {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: it strips the terminal colour codes
  const text = output.replace(/\x1b\[[0-9;]*m/g, '')
  const last = (label: string) => {
    const all = [...text.matchAll(new RegExp(`^\\s*${label}:\\s+(\\d+)`, 'gm'))]
    return all.length ? Number(all[all.length - 1]![1]) : undefined
  }
  const total = last('Total')
  const passed = last('Passed')
  if (total === undefined || passed === undefined) return { passed: 0, failed: 1, skipped: 0 }
  // uvu counts the tests of a suite whose hook threw as not passed, without failing the run: total - passed catches them.
  const failed = total - passed
  // A process that failed after a clean summary (a crash in clean-up) still fails its stage.
  return { passed, failed: failed === 0 && code !== 0 ? 1 : failed, skipped: last('Skipped') ?? 0 }
}

/** Adds up the counts of all stages. */
export function sumCounts(all: Counts[]): Counts {
  return all.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  })
}

/** The last line of `npm test`: `N passed, M failed`, plus `, K skipped` only when something was skipped. */
export function summaryLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
}
