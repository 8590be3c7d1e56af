import type { Attribution } from '../../data/attribution'
import type { StoredLead } from '../leads/leadStore'

/** Where a lead came from, as the report groups it. */
type LeadSource = { source: string; medium: string; campaign: string }
type SourceCount = LeadSource & { verified: number; unverified: number }

// The ad networks that add each click id to their ads' links, when the ad carries no UTM tags of its own.
const clickIdNetworks = [
  ['gclid', 'google', 'cpc'],
  ['gbraid', 'google', 'cpc'],
  ['wbraid', 'google', 'cpc'],
  ['msclkid', 'bing', 'cpc'],
  ['li_fat_id', 'linkedin', 'cpc'],
  // Meta adds fbclid to every outbound link, a friend's post as much as an ad.
  ['fbclid', 'facebook', 'social'],
] as const

// A search engine's own host (`google.com.br`, `search.yahoo.com`), not one of its company's other sites (`mail.google.com`).
const searchEngines = /^(google|bing|duckduckgo|ecosia|yandex|search\.yahoo|search\.brave)\.[a-z.]+$/

/** The UTM tags; without `utm_source` a click id's ad network, else the referring site (`organic` for a search engine, `referral`), else `(none)`. */
export function leadSource(attribution: Attribution): LeadSource {
  const campaign = attribution.utm_campaign ?? '-'
  if (attribution.utm_source) return { source: attribution.utm_source, medium: attribution.utm_medium ?? '-', campaign }
  const click = clickIdNetworks.find(([id]) => attribution[id])
  if (click) return { source: click[1], medium: `${click[2]} (${click[0]})`, campaign }
  // A referrer is stored as an absolute address; anything else counts as none.
  if (attribution.referrer && URL.canParse(attribution.referrer)) {
    const host = new URL(attribution.referrer).hostname.replace(/^www\./, '')
    return { source: host, medium: searchEngines.test(host) ? 'organic' : 'referral', campaign }
  }
  return { source: '(none)', medium: attribution.utm_medium ?? '(none)', campaign }
}

/** `npm run leads -- sources`: a tab-separated line per source, medium and campaign (any letter case), verified and not apart, most leads first. */
export function sourcesReport(leads: readonly StoredLead[], days: number): string {
  const counts = new Map<string, SourceCount>()
  for (const lead of leads) {
    const { source, medium, campaign } = leadSource(lead.attribution)
    const lower = { source: source.toLowerCase(), medium: medium.toLowerCase(), campaign: campaign.toLowerCase() }
    const key = JSON.stringify([lower.source, lower.medium, lower.campaign])
    const count = counts.get(key) ?? { ...lower, verified: 0, unverified: 0 }
    // Leads stored before the anti-bot check (verified null) were not checked either.
    if (lead.verified) count.verified++
    else count.unverified++
    counts.set(key, count)
  }
  if (counts.size === 0) return `No lead was received in the last ${days} days.\n`
  const total = (count: SourceCount) => count.verified + count.unverified
  const lines = [...counts.values()]
    .sort((a, b) => total(b) - total(a) || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign))
    .map((c) => [c.source, c.medium, c.campaign, c.verified, c.unverified, total(c)].join('\t'))
  return `Leads received in the last ${days} days, by source, medium and campaign (unverified: sent without JavaScript, or before the anti-bot check):
${['source\tmedium\tcampaign\tverified\tunverified\ttotal', ...lines].join('\n')}\n`
}
