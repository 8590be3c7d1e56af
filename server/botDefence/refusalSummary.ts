import type { LeadStore } from '../leads/leadStore'
import { utcDay } from '../leads/utcDay'
import { refusalReasons, type RefusalReason } from './refusalReasons'

/** The days the health check sums: long enough to see a pattern, short enough to see a change. */
export const recentRefusalDays = 7

/** The first UTC day of the `days` that end today. */
export function firstDayOf(days: number, now: Date): string {
  return utcDay(new Date(now.getTime() - (days - 1) * 86_400_000))
}

/** Refused posts per reason over the last `days` UTC days, today included; every reason is listed, 0 when none. */
export async function refusalsByReason(store: LeadStore, now: Date, days = recentRefusalDays): Promise<Record<RefusalReason, number>> {
  const totals = Object.fromEntries(refusalReasons.map((reason) => [reason, 0])) as Record<RefusalReason, number>
  for (const { reason, count } of await store.refusalCounts(firstDayOf(days, now))) {
    if (reason in totals) totals[reason as RefusalReason] += count
  }
  return totals
}
