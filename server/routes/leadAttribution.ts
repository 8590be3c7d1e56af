import { type Attribution, campaignOf, cleanAttribution, hasAttribution } from '../../data/attribution'

/** What a post tells of its campaign, all written by the client: cleaned, never trusted. `host` is the request's Host. */
export type AttributionClues = { fields: Readonly<Record<string, unknown>>; referer?: string; host?: string; formPost: boolean }

/**
 * The attribution of a post (docs/product/attribution.md): a JSON post has what the form's script sent, maybe nothing.
 * A form posted without JavaScript sends none (unless a refused post's answer page carries them on): the campaign
 * parameters are read from its Referer, when that is a page of the site (`siteOrigins`, or the Host the post was sent to).
 */
export function leadAttribution({ fields, referer, host, formPost }: AttributionClues, siteOrigins: readonly string[]): Attribution {
  if (!formPost || hasAttribution(fields)) return cleanAttribution(fields)
  let page: URL
  try {
    page = new URL(referer ?? '')
  } catch {
    return {}
  }
  return siteOrigins.includes(page.origin) || page.host === host ? campaignOf(page) : {}
}
