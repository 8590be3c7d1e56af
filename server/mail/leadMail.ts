import type { SendMailOptions } from 'nodemailer'
import { type Attribution, campaignParameters } from '../../data/attribution'
import { encodeWord } from 'nodemailer/lib/mime-funcs'
import { brazilianStates } from '../../data/brazilianStates'
import { withoutInvisibleFormatting } from '../../data/forms/cleanText'
import { escapeHtml } from '../../shared/escapeHtml'
import type { StoredLead } from '../leads/leadStore'

// The notification goes to Tecto's Brazilian sales team, so it is written in Portuguese.

/** LEAD_MAIL_FROM and LEAD_MAIL_TO. */
export type LeadMailAddresses = { from: string; to: string }

const formNames = { contact: 'Contato', lead: 'Lead (landing page)' } as const

// Line breaks, other control characters and Unicode line separators: none may reach a header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const unsafeInHeader = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** A prospect's name for the subject: one line, at most 80 characters, no bidirectional control or zero-width character. */
export function headerSafe(text: string): string {
  return withoutInvisibleFormatting(text).replace(unsafeInHeader, ' ').replace(/\s+/g, ' ').trim().slice(0, 80)
}

/** Visitor text holding `=?` goes out encoded, so clients show it as typed rather than decode it as an RFC 2047 word. */
export function literalHeaderText(text: string): string {
  return text.includes('=?') ? encodeWord(text, 'B', 52) : text
}

const countryNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' })

const receivedAt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' })

/** What the anti-bot check said: a lead sent without JavaScript could not take it, and is flagged. */
function verificationNote(verified: boolean | null): string | null {
  if (verified === null) return null
  return verified ? 'verificado (o navegador resolveu o desafio anti-robô)' : 'NÃO VERIFICADO: enviado sem JavaScript, sem o desafio anti-robô; pode ser spam'
}

/** The lead's fields as label/value pairs, leaving out what its form does not ask. */
export function leadFields(lead: StoredLead): [label: string, value: string][] {
  const state = brazilianStates.find((s) => s.code === lead.state)
  const fields: [string, string | null][] = [
    ['Nome', lead.name],
    ['E-mail', lead.email],
    ['Telefone', lead.phone],
    ['Empresa', lead.company],
    ['Cargo', lead.role],
    ['País', lead.country ? `${countryNames.of(lead.country) ?? lead.country} (${lead.country})` : null],
    ['Estado', state ? `${state.name} (${state.code})` : lead.state],
    ['Mensagem', lead.message],
    ['Formulário', `${formNames[lead.kind]}, ${lead.locale}`],
    ['Verificação', verificationNote(lead.verified)],
    ['Página', lead.origin || null],
    ['Recebido em', `${receivedAt.format(lead.createdAt)} (horário de Brasília)`],
    ['Id', lead.id],
  ]
  return fields.filter((field): field is [string, string] => field[1] !== null)
}

/** Label/value pairs as text lines; a value of several lines starts on its own. */
function textLines(fields: [string, string][]): string {
  return fields.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}\n` : `${label}: ${value}\n`)).join('')
}

/** Label/value pairs as an HTML table, every value escaped. */
function htmlTable(fields: [string, string][]): string {
  const rows = fields.map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  )
  return `<table>\n${rows.join('\n')}\n</table>\n`
}

// The click ids, by the ad network that adds them to its links (data/attribution.ts).
const clickIds = campaignParameters.filter((parameter) => !parameter.startsWith('utm_'))

/** The "Origem" block: what is known of the campaign that brought the lead; empty when nothing is. */
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

/** The lead's notification: visitor text in the body and a fixed subject; the Message-ID from the lead, so a resend is the same. */
export function leadMail(lead: StoredLead, addresses: LeadMailAddresses): SendMailOptions {
  const fields = leadFields(lead)
  const origin = originFields(lead.attribution)
  const domain = /@([^>\s]+)/.exec(addresses.from)?.[1] ?? 'tecto.com.br'
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: '', address: lead.email },
    subject: literalHeaderText(
      `${lead.verified === false ? '[não verificado] ' : ''}${lead.kind === 'contact' ? 'Novo contato pelo site' : 'Novo lead pelo site'}: ${headerSafe(lead.name) || 'sem nome'}`,
    ),
    messageId: `<lead-${lead.id}@${domain}>`,
    text: `${textLines(fields)}${origin.length ? `\nOrigem\n${textLines(origin)}` : ''}`,
    html: `<!doctype html>\n<html lang="pt-BR"><body style="font-family:sans-serif">\n${htmlTable(fields)}${origin.length ? `<h3>Origem</h3>\n${htmlTable(origin)}` : ''}</body></html>\n`,
  }
}
