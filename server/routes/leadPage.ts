import { fieldLimits } from '../../data/forms/fieldLimits'
import { localizePath, splitLocale } from '../../data/localePath'
import type { Locale } from '../../data/locales'

/** What a post tells about its page, all written by the client: the `origin` field (the script's `location.href`, a no-JS form's path). */
export type PageClues = {
  field: unknown
  originHeader?: string
  referer?: string
  /** The Host the post was sent to: a page on it is the site's, whatever `siteOrigins` say (a staging address). */
  host?: string
  /** For a path that lacks its locale segment. */
  locale: Locale
}

function absoluteUrl(text: unknown): URL | undefined {
  if (typeof text !== 'string' || text.length > fieldLimits.origin) return undefined
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** A page path alone, from a text that starts with one `/` (the no-JS form's hidden field). */
function pathOf(text: unknown): string | undefined {
  if (typeof text !== 'string' || !/^\/(?!\/)/.test(text) || text.length > fieldLimits.origin) return undefined
  return new URL(text, 'http://localhost').pathname
}

/**
 * The page a lead was sent from, however it came: `https://tecto.com.br/es-es/contrate`, without query, fragment or
 * trailing slash. The path comes from the field, else a Referer on the site; the origin is the field's, the Origin
 * header's or the Referer's when on the site, else the first of `siteOrigins`. '' when nothing names a page of the site.
 */
export function leadPage({ field, originHeader, referer, host: ownHost, locale }: PageClues, siteOrigins: readonly string[]): string {
  const onSite = (url: URL | undefined) => (url && (siteOrigins.includes(url.origin) || url.host === ownHost) ? url : undefined)
  const posted = absoluteUrl(field)
  const postedOnSite = onSite(posted)
  const refererOnSite = onSite(absoluteUrl(referer))
  const path = postedOnSite?.pathname ?? (posted ? undefined : pathOf(field)) ?? refererOnSite?.pathname
  if (path === undefined) return ''
  const host = postedOnSite?.origin ?? onSite(absoluteUrl(originHeader))?.origin ?? refererOnSite?.origin ?? siteOrigins[0] ?? ''
  const { locale: segment, path: bare, hasLocaleSegment } = splitLocale(path.replace(/\/+$/, '') || '/')
  return (host + localizePath(hasLocaleSegment ? segment : locale, bare)).slice(0, fieldLimits.origin)
}
