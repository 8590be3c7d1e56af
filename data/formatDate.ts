import { localeTag, type Locale } from './locales'

/** A `YYYY-MM-DD` date in a locale's long format, in UTC, so the day never shifts with a time zone (nor breaks hydration). */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long', timeZone: 'UTC' })
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}
