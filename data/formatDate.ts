import { localeTag, type Locale } from './locales'

/**
 * A calendar date (`YYYY-MM-DD`) written out in a locale's own long format, e.g. "November 1, 2026"
 * or "1 de novembro de 2026". Read and written in UTC, so the day never shifts with the server's
 * or visitor's time zone (which would also break hydration).
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long', timeZone: 'UTC' })
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}
