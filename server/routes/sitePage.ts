import { localizePath, splitLocale } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { formPageIds, paths } from '../../data/routes'

// The pages a visitor can post a form from; a back link goes to one of them and nowhere else.
const formPages: readonly string[] = formPageIds.map((id) => paths[id])

function parse(address: unknown): URL | undefined {
  if (typeof address !== 'string' || address === '') return undefined
  try {
    return new URL(address, 'http://localhost')
  } catch {
    return undefined
  }
}

/** A page of the site for a redirect or a link: absolute on the sending page's origin when allowed (an API on its own host), else relative. */
export function sitePage(path: string, pageAddress: unknown, allowedOrigins: readonly string[]): string {
  const origin = parse(pageAddress)?.origin
  return origin && allowedOrigins.includes(origin) ? origin + path : path
}

/** The form page a visitor came from, in their locale; the contact page when it cannot tell. */
export function formPagePath(locale: Locale, pageAddress: unknown): string {
  const { path } = splitLocale(parse(pageAddress)?.pathname ?? '/')
  return localizePath(locale, formPages.includes(path) ? path : paths.contact)
}

/** The thank-you page of a locale (docs/product/pages.md). */
export function thanksPath(locale: Locale): string {
  return localizePath(locale, paths.thanks)
}
