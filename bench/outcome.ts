// A benchmark figure is either measured, or says why it is not there: a missing tool is
// "not measured", a measurement that broke is "failed". No placeholder number is ever written.

/** Why a figure is absent: the tool is missing (with the command that installs it), or the run broke. */
export type Missing = { status: 'not measured'; reason: string } | { status: 'failed'; error: string }

/** A measured figure (the fields of `T`), or why there is none. */
export type Outcome<T extends object> = ({ status: 'measured' } & T) | Missing

/** A figure skipped because a tool is missing; the reason is also printed at once. */
export function notMeasured(reason: string): Missing {
  console.log(`  not measured: ${reason}`)
  return { status: 'not measured', reason }
}

/** Runs one measurement; an error becomes a `failed` outcome so the other figures still get taken. */
export async function attempt<T extends object>(what: string, measure: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { status: 'measured', ...(await measure()) }
  } catch (error) {
    console.error(`  ${what} failed:`, error)
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) }
  }
}
