import { type Attribution, campaignParameters } from '../../data/attribution'

// The click ids, by the ad network that adds them to its links (data/attribution.ts).
const clickIds = campaignParameters.filter((parameter) => !parameter.startsWith('utm_'))

/**
 * The "Origem" block of the notification mail, as label/value pairs in Portuguese for the sales team: the campaign,
 * its source and medium, term and content, any ad click id, the landing page and the site the visitor came from.
 * Only what is known; empty when nothing is (a direct visit, or a visitor who did not accept tracking).
 */
export function originFields(attribution: Attribution): [label: string, value: string][] {
  const { utm_source: source, utm_medium: medium } = attribution
  const clicks = clickIds.flatMap((id) => (attribution[id] ? [`${id}=${attribution[id]}`] : []))
  const fields: [string, string | undefined][] = [
    ['Campanha', attribution.utm_campaign],
    ['Fonte / meio', source || medium ? `${source ?? '-'} / ${medium ?? '-'}` : undefined],
    ['Termo', attribution.utm_term],
    ['Conteúdo', attribution.utm_content],
    ['Clique de anúncio', clicks.length ? clicks.join(', ') : undefined],
    ['Página de entrada', attribution.landing_page],
    ['Veio de', attribution.referrer],
  ]
  return fields.filter((field): field is [string, string] => field[1] !== undefined)
}
