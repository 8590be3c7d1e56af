/** The UTC date of a moment, `YYYY-MM-DD`: the day the refusal counts are kept by, the same on every instance. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}
