/** Joins a component's class names, leaving out the falsy ones: `[a, cond && b, extra]` never writes `false` or a stray space. */
export function classNames(...values: (string | false | null | undefined)[]): string {
  return values.filter(Boolean).join(' ')
}
