import { fieldLimits } from './forms/fieldLimits'
import { oneLineCut } from './forms/cleanText'

/**
 * The campaign parameters a lead keeps (docs/product/attribution.md): the five UTM tags, and the click ids that
 * Google Ads (`gclid`, and `gbraid`/`wbraid` on iOS), Meta, Microsoft Ads and LinkedIn add to their ads' links.
 * An allowlist: any other query parameter is ignored.
 */
export const campaignParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'li_fat_id',
] as const

/**
 * Everything a lead records of how the visit began: the campaign parameters, the landing page (path and query of
 * the visit's first page) and the external referrer (origin and path, never its query). Each name is the same in
 * the posted form, the store's columns, the CSV export and the webhook body.
 */
export const attributionFields = [...campaignParameters, 'landing_page', 'referrer'] as const

/** One of the campaign parameters. */
export type CampaignParameter = (typeof campaignParameters)[number]

/** One of the attribution fields. */
export type AttributionField = (typeof attributionFields)[number]

/** What a lead knows of its campaign: each field that had a value. Untrusted context, never identity. */
export type Attribution = Partial<Record<AttributionField, string>>

// Click ids are about 100 characters; UTM tags are a few words. A longer value is cut, never a reason to refuse a lead.
const parameterLimit = 300

/** The longest value kept of each field, in characters. */
export function attributionLimit(field: AttributionField): number {
  return field === 'landing_page' || field === 'referrer' ? fieldLimits.origin : parameterLimit
}

/** The allowlisted fields of a posted form or a stored record, each cleaned like any form field and cut to its limit. */
export function cleanAttribution(fields: Readonly<Record<string, unknown>>): Attribution {
  const attribution: Attribution = {}
  for (const field of attributionFields) {
    const value = fields[field]
    const clean = typeof value === 'string' ? oneLineCut(value, attributionLimit(field)) : undefined
    if (clean !== undefined) attribution[field] = clean
  }
  return attribution
}

/** Whether a form's fields carry any attribution field: the script sends them, a form without JavaScript does not. */
export function hasAttribution(fields: Readonly<Record<string, unknown>>): boolean {
  return attributionFields.some((field) => field in fields)
}

/** The campaign parameters in a page's address, e.g. `?utm_source=newsletter&gclid=abc` (the first of each name). */
export function campaignOf(page: URL): Attribution {
  const fields: Record<string, string> = {}
  for (const name of campaignParameters) {
    const value = page.searchParams.get(name)
    if (value !== null) fields[name] = value
  }
  return cleanAttribution(fields)
}

/** Parses an absolute address; undefined for anything else (an empty `document.referrer`, a malformed header). */
function urlOf(address: string | undefined): URL | undefined {
  if (!address) return undefined
  try {
    return new URL(address)
  } catch {
    return undefined
  }
}

/**
 * What one page can tell of its visit: the campaign parameters in its address, and, when the visitor came from
 * another site (or from nowhere: typed, bookmarked, an app), this page as the landing page and that site as the
 * referrer. Coming from a page of this site, the visit began elsewhere, so neither is known here.
 */
export function pageAttribution(pageAddress: string, referrerAddress?: string): Attribution {
  const page = urlOf(pageAddress)
  if (!page) return {}
  const referrer = urlOf(referrerAddress)
  if (referrer?.origin === page.origin) return campaignOf(page)
  return cleanAttribution({
    ...campaignOf(page),
    landing_page: page.pathname + page.search,
    ...(referrer && /^https?:$/.test(referrer.protocol) ? { referrer: referrer.origin + referrer.pathname } : {}),
  })
}
