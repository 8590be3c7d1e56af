import { fieldLimits } from '../../data/forms/fieldLimits'
import { localizePath, splitLocale } from '../../data/localePath'
import type { Locale } from '../../data/locales'

/** What a post tells about the page it was sent from; all of it written by the client, so none of it trusted as is. */
export type PageClues = {
  /** The posted `origin` field: the script's full `location.href`, or the no-JS form's hidden page path. */
  field: unknown
  /** The request's `Origin` header, which a browser sets on every form post. */
  originHeader?: string
  referer?: string
  /** The lead's locale, for a path that lacks its segment. */
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
 * The page a lead was sent from, recorded alike however it came: `https://tecto.com.br/es-es/contrate`, the
 * site's origin and the path with its locale segment, without query, fragment or trailing slash. The path comes from
 * the posted field, else a Referer on one of the site's origins; the host is the field's or the Referer's or the
 * Origin header's when it is one of `siteOrigins`, else the first of them. A field naming another site's page is not
 * taken. '' when nothing names a page of the site.
 */
export function leadPage({ field, originHeader, referer, locale }: PageClues, siteOrigins: readonly string[]): string {
  const onSite = (url: URL | undefined) => (url && siteOrigins.includes(url.origin) ? url : undefined)
  const posted = absoluteUrl(field)
  const postedOnSite = onSite(posted)
  const refererOnSite = onSite(absoluteUrl(referer))
  const path = postedOnSite?.pathname ?? (posted ? undefined : pathOf(field)) ?? refererOnSite?.pathname
  if (path === undefined) return ''
  const host = postedOnSite?.origin ?? onSite(absoluteUrl(originHeader))?.origin ?? refererOnSite?.origin ?? siteOrigins[0] ?? ''
  const { locale: segment, path: bare, hasLocaleSegment } = splitLocale(path.replace(/\/+$/, '') || '/')
  return (host + localizePath(hasLocaleSegment ? segment : locale, bare)).slice(0, fieldLimits.origin)
}
