import { defaultLocale, isLocale, type Locale } from './locales.ts'

/** A URL path split into its locale and the rest, e.g. `/en-us/contato` → `{ locale: 'en-us', path: '/contato' }`; a path
 * without a locale segment is Portuguese, as older menus link to it. */
export function splitLocale(pathname: string): { locale: Locale; path: string; hasLocaleSegment: boolean } {
  const [, first, ...rest] = pathname.split('/')
  if (isLocale(first?.toLowerCase())) {
    return { locale: first!.toLowerCase() as Locale, path: `/${rest.join('/')}`, hasLocaleSegment: true }
  }
  return { locale: defaultLocale, path: pathname || '/', hasLocaleSegment: false }
}

/** Builds the internal URL `/{locale}{path}`; the home page is `/{locale}` with no trailing slash. */
export function localizePath(locale: Locale, path: string): string {
  if (/^[a-z]+:|^\/\//i.test(path)) return path
  if (path === '/' || path === '') return `/${locale}`
  if (path.startsWith('#') || path.startsWith('?')) return `/${locale}${path}`
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`
}

/** The same page in another language: keeps the path, query and hash, swaps only the locale. */
export function switchLocale(url: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(url)!
  const { path } = splitLocale(match[1] || '/')
  const base = localizePath(locale, path)
  return base + (match[2] ?? '')
}
