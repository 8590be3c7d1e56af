import { type Attribution, campaignOf, cleanAttribution, hasAttribution } from '../../data/attribution'
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
  return typeof text === 'string' && text.length <= fieldLimits.origin && URL.canParse(text) ? new URL(text) : undefined
}

/** The URL when it is a page of the site: on one of `siteOrigins`, or on the Host the post was sent to. */
const onSite = (url: URL | undefined, siteOrigins: readonly string[], host?: string) =>
  url && (siteOrigins.includes(url.origin) || url.host === host) ? url : undefined

/** A page path alone, from a text that starts with one `/` (the no-JS form's hidden field). */
function pathOf(text: unknown): string | undefined {
  if (typeof text !== 'string' || !/^\/(?!\/)/.test(text) || text.length > fieldLimits.origin) return undefined
  return new URL(text, 'http://localhost').pathname
}

/** The site page a lead came from (`https://tecto.com.br/es-es/contrate`): path from the field or Referer, origin from the first on the site; else ''. */
export function leadPage({ field, originHeader, referer, host: ownHost, locale }: PageClues, siteOrigins: readonly string[]): string {
  const posted = absoluteUrl(field)
  const postedOnSite = onSite(posted, siteOrigins, ownHost)
  const refererOnSite = onSite(absoluteUrl(referer), siteOrigins, ownHost)
  const path = postedOnSite?.pathname ?? (posted ? undefined : pathOf(field)) ?? refererOnSite?.pathname
  if (path === undefined) return ''
  const host = postedOnSite?.origin ?? onSite(absoluteUrl(originHeader), siteOrigins, ownHost)?.origin ?? refererOnSite?.origin ?? siteOrigins[0] ?? ''
  const { locale: segment, path: bare, hasLocaleSegment } = splitLocale(path.replace(/\/+$/, '') || '/')
  return (host + localizePath(hasLocaleSegment ? segment : locale, bare)).slice(0, fieldLimits.origin)
}

/** A post's cleaned attribution (docs/product/attribution.md): as sent, or for a no-JS form without any, its on-site Referer's. */
export function leadAttribution(
  { fields, referer, host, formPost }: { fields: Readonly<Record<string, unknown>>; referer?: string; host?: string; formPost: boolean },
  siteOrigins: readonly string[],
): Attribution {
  if (!formPost || hasAttribution(fields)) return cleanAttribution(fields)
  const page = onSite(URL.canParse(referer ?? '') ? new URL(referer!) : undefined, siteOrigins, host)
  return page ? campaignOf(page) : {}
}
