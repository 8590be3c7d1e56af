import { fieldLimits } from './forms/fieldLimits'
import { oneLineCut, withoutInvisibleFormatting } from './forms/cleanText'

/** The campaign parameters a lead keeps, an allowlist (docs/product/attribution.md): the UTM tags and the ad networks' click ids. */
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

/** Everything a lead records of how the visit began, each name the same in the form, the store, the CSV export and the webhook. */
export const attributionFields = [...campaignParameters, 'landing_page', 'referrer'] as const

export type AttributionField = (typeof attributionFields)[number]

/** What a lead knows of its campaign: each field that had a value. Untrusted context, never identity. */
export type Attribution = Partial<Record<AttributionField, string>>

// Click ids are about 100 characters; UTM tags are a few words. A longer value is cut, never a reason to refuse a lead.
const parameterLimit = 200
// The addresses are a path (with the campaign parameters alone) and an origin with a path.
const addressLimit = 1024

/** Parses an address, absolute or (with `base`) a path; undefined for anything else. */
function urlOf(address: string | undefined, base?: string): URL | undefined {
  if (!address) return undefined
  try {
    return new URL(address, base)
  } catch {
    return undefined
  }
}

/** A page's path and its campaign parameters alone, e.g. `/pt-br/?utm_source=newsletter`, their values cleaned. */
function landingPageOf(page: URL): string {
  const campaign = new URLSearchParams()
  for (const name of campaignParameters) {
    const value = page.searchParams.get(name)
    if (value !== null) campaign.set(name, withoutInvisibleFormatting(value))
  }
  const query = campaign.toString()
  return page.pathname + (query ? `?${query}` : '')
}

/** A web page's origin and path, without its query or fragment; undefined for any other kind of address. */
function referrerOf(address: URL | undefined): string | undefined {
  return address && /^https?:$/.test(address.protocol) ? address.origin + address.pathname : undefined
}

/** An address field in its one shape, whoever sent it; past its limit the landing page keeps its path, a referrer goes. */
function addressField(field: 'landing_page' | 'referrer', value: string): string | undefined {
  const fits = (text: string | undefined) => (text !== undefined && text.length <= addressLimit ? text : undefined)
  if (field === 'referrer') return fits(referrerOf(urlOf(value)))
  const page = value.startsWith('/') && !value.startsWith('//') ? urlOf(value, 'http://localhost') : undefined
  return page && (fits(landingPageOf(page)) ?? fits(page.pathname))
}

/** The allowlisted fields, cleaned (no bidirectional or zero-width characters: `news\u200bletter` is no new campaign), cut, addresses in shape. */
export function cleanAttribution(fields: Readonly<Record<string, unknown>>): Attribution {
  const attribution: Attribution = {}
  for (const field of attributionFields) {
    const value = Object.hasOwn(fields, field) ? fields[field] : undefined
    const isAddress = field === 'landing_page' || field === 'referrer'
    // An address is shaped whole, then measured: cutting it first could leave half a parameter.
    const line = typeof value === 'string' ? oneLineCut(withoutInvisibleFormatting(value), isAddress ? fieldLimits.origin : parameterLimit) : undefined
    const clean = line !== undefined && isAddress ? addressField(field, line) : line
    if (clean !== undefined) attribution[field] = clean
  }
  return attribution
}

/** Whether a form's fields carry any attribution field: the script sends them, a form without JavaScript does not. */
export function hasAttribution(fields: Readonly<Record<string, unknown>>): boolean {
  return attributionFields.some((field) => Object.hasOwn(fields, field))
}

/** The campaign parameters in a page's address, e.g. `?utm_source=newsletter&gclid=abc` (the first of each name). */
export function campaignOf(page: URL): Attribution {
  const present = campaignParameters.filter((name) => page.searchParams.has(name))
  return cleanAttribution(Object.fromEntries(present.map((name) => [name, page.searchParams.get(name)])))
}

/** What one page tells of the visit's first touch: its campaign and, unless the visit came from this site without one, landing page and referrer. */
export function pageAttribution(pageAddress: string, referrerAddress?: string): Attribution {
  const page = urlOf(pageAddress)
  if (!page) return {}
  const campaign = campaignOf(page)
  const referrer = urlOf(referrerAddress)
  const internal = referrer?.origin === page.origin
  if (internal && Object.keys(campaign).length === 0) return {}
  return cleanAttribution({
    ...campaign,
    landing_page: landingPageOf(page),
    ...(internal ? {} : { referrer: referrerOf(referrer) }),
  })
}
