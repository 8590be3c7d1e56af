import type { SendMailOptions } from 'nodemailer'
import { encodeWord } from 'nodemailer/lib/mime-funcs'
import { brazilianStates } from '../../data/brazilianStates'
import { withoutInvisibleFormatting } from '../../data/forms/cleanText'
import { escapeHtml } from '../../shared/escapeHtml'
import type { StoredLead } from '../leads/leadStore'
import { originFields } from './originFields'

// The notification goes to Tecto's Brazilian sales team, so it is written in Portuguese.

/** Where the notification goes and who sends it (server/settings.ts). */
export type LeadMailAddresses = { from: string; to: string }

const formNames = { contact: 'Contato', lead: 'Lead (landing page)' } as const

// Line breaks, other control characters and Unicode line separators: none may reach a header.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const unsafeInHeader = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/**
 * A prospect's name made safe for the subject line: one line, at most 80 characters, and no bidirectional control or
 * zero-width character (a right-to-left override would turn the rest of the subject around in the inbox).
 */
export function headerSafe(text: string): string {
  return withoutInvisibleFormatting(text).replace(unsafeInHeader, ' ').replace(/\s+/g, ' ').trim().slice(0, 80)
}

/**
 * Visitor text for a header, shown by mail clients exactly as typed. Text holding `=?` may read as an RFC 2047
 * encoded-word that clients decode (a name `=?utf-8?b?…?=` showing as "Bcc: …"), and nodemailer passes a valid one
 * through as it is: such text goes out as encoded-words of our own, which clients decode once, back to the text.
 */
export function literalHeaderText(text: string): string {
  return text.includes('=?') ? encodeWord(text, 'B', 52) : text
}

const countryNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' })

const receivedAt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' })

/**
 * What the anti-bot check said. A form sent without JavaScript cannot take it: such a lead is kept, and flagged so
 * that the team reads it with that in mind. Leads from before the check say nothing.
 */
function verificationNote(verified: boolean | null): string | null {
  if (verified === null) return null
  return verified ? 'verificado (o navegador resolveu o desafio anti-robô)' : 'NÃO VERIFICADO: enviado sem JavaScript, sem o desafio anti-robô; pode ser spam'
}

/** The lead's fields as label/value pairs, in reading order, leaving out what its form does not ask. */
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

/**
 * The notification email of a lead. What the prospect typed goes only into the body; the
 * subject is a fixed template around their name stripped to one line (encoded-words in it shown literally), and Reply-To is the
 * validated address alone. Below the fields, an "Origem" block says which campaign brought the lead, when that is
 * known (originFields.ts). The Message-ID is derived from the lead, so a resend after a
 * crash is recognizable as the same message.
 */
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
