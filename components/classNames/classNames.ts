/** A class name, or a falsy value for one a condition left out. */
export type ClassValue = string | false | null | undefined

/**
 * Joins the class names a component combines (its own, a variant's, the caller's `className`), leaving out the
 * falsy ones, so `[a, cond && b, extra]` never writes `false` or a stray space into the HTML.
 */
export function classNames(...values: ClassValue[]): string {
  return values.filter(Boolean).join(' ')
}
