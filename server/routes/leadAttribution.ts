import { type Attribution, campaignOf, cleanAttribution, hasAttribution } from '../../data/attribution'

/** What a post tells of the campaign behind it; all of it written by the client, so cleaned and never trusted. */
export type AttributionClues = {
  /** The posted fields: the form's script adds the attribution fields to them. */
  fields: Readonly<Record<string, unknown>>
  /** The request's Referer: for a form posted without JavaScript, the form's own page with its query. */
  referer?: string
  /** The Host the request was sent to: a Referer on it is a page of this site, whatever the public origins. */
  host?: string
  /** Whether the body came form-encoded: a browser without JavaScript posting the form itself. */
  formPost: boolean
}

/**
 * The attribution of a post (docs/product/attribution.md). The form's script decides what it sends (the visit's first
 * touch after consent, else the campaign in its own page's address), so a JSON post has what it says, maybe nothing.
 * A form posted without JavaScript sends none (unless it is the page the server answered a refused post with, which
 * carries them on), and the server reads the campaign parameters in the address of the page it was posted from, the
 * Referer, when that page is one of the site's (`siteOrigins`, or the host the post was sent to).
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
