// How each run-time setting's text (undefined when unset or blank) becomes its value; an Error names the variable.
import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { leadRetentionDays } from '../../data/leadRetention'
import { buildSettingRules, isHostName, listSetting } from '../../data/settingRules'

/** Where leads are kept: a SQLite file (the default) or a PostgreSQL database. */
export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string }

/** `DATABASE_URL`: anything but PostgreSQL or SQLite is a mistake worth stopping for. */
export function databaseTarget(value = ''): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(value)) return { kind: 'postgres', url: value }
  if (value === '') return { kind: 'sqlite', path: resolve('.data/leads.sqlite') }
  const file = /^(?:sqlite|file):(?:\/\/)?(.+)$/i.exec(value)?.[1]
  if (file) return { kind: 'sqlite', path: resolve(file) }
  throw new Error('DATABASE_URL must start with postgres://, postgresql:// or sqlite: (or be unset for .data/leads.sqlite)')
}

/** `SMTP_URL`: an smtp:// or smtps:// URL with a host; '' when unset (mails wait in the outbox). */
export function smtpUrl(value = ''): string {
  if (value === '') return ''
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || !/^smtps?:$/.test(url.protocol) || url.hostname === '') {
    // The value may hold a password: it is not repeated.
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:pass@smtp.example.com:465 (or unset to keep mails pending)')
  }
  return value
}

const address = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\.]+(?:\.[^\s@<>(),;:"[\]\\.]+)+$/

/** An e-mail address (`ana@tecto.com.br`), alone or with a display name (`Site Tecto <site@tecto.com.br>`). */
function isMailbox(text: string): boolean {
  const named = /^([^<>"\r\n]*|"[^"\r\n]*")\s*<([^<>]+)>$/.exec(text)
  return address.test(text) || (named !== null && address.test(named[2]!))
}

/** `LEAD_MAIL_TO`: one or more e-mail addresses, separated by commas. */
export function mailRecipients(value = 'contato@tecto.com.br'): string {
  if (listSetting(value).length === 0 || !listSetting(value).every(isMailbox)) {
    throw new Error(`LEAD_MAIL_TO must be e-mail addresses separated by commas (e.g. contato@tecto.com.br), not "${value}"`)
  }
  return value
}

/** `LEAD_MAIL_FROM`: one e-mail address, with or without a display name. */
export function mailSender(value = 'Site Tecto <site@tecto.com.br>'): string {
  if (!isMailbox(value))
    throw new Error(`LEAD_MAIL_FROM must be an e-mail address, alone or as Name <address> (e.g. Site Tecto <site@tecto.com.br>), not "${value}"`)
  return value
}

/** `HEALTH_TOKEN`: at least 24 characters and no spaces; '' for none. */
export function healthToken(value = ''): string {
  if (value !== '' && (value.length < 24 || /\s/.test(value))) {
    throw new Error('HEALTH_TOKEN must be at least 24 characters without spaces (e.g. `openssl rand -hex 24`), or unset so that no one sees the health counts')
  }
  return value
}

/** A whole number from `min` to `max`, or `fallback` when unset: bounded, as Node fires a timer over 2^31-1 ms at once. */
export const wholeNumber =
  (name: string, fallback: number, min: number, max: number, why = '') =>
  (value?: string): number => {
    if (value === undefined) return fallback
    const number = /^\d+$/.test(value) ? Number(value) : NaN
    if (!(number >= min && number <= max)) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}"${why}`)
    return number
  }

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export function logLevel(value = 'info'): (typeof logLevels)[number] {
  const level = logLevels.find((candidate) => candidate === value)
  if (!level) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${value}"`)
  return level
}

/** The origins of a host name, with and without `www.` (the domain redirects keep a www prefix, docs/product/routes.md). */
export function hostOrigins(host: string): string[] {
  // An IP address has no `www.` twin (`https://www.127.0.0.1` is no URL).
  if (isIP(new URL(`https://${host}`).hostname.replace(/^\[|\]$/g, ''))) return [`https://${host}`]
  const bare = host.replace(/^www\./i, '')
  return [`https://${bare}`, `https://www.${bare}`]
}

/** `TRUST_PROXY`: a hop count (server/trustHops.ts). */
export const trustProxy = wholeNumber(
  'TRUST_PROXY',
  0,
  0,
  10,
  ': the number of proxies in front of the server (0 or unset without one, 1 behind one reverse proxy). ' +
    '"true" is refused: it takes the left-most X-Forwarded-For entry, which any client on the open internet writes itself, ' +
    'so each post could claim a new address and the rate limit would never apply.',
)

/** `LEAD_RETENTION_DAYS`: the privacy policy's figure (data/leadRetention.ts) is the default and the ceiling. */
export const retentionDays = wholeNumber(
  'LEAD_RETENTION_DAYS',
  leadRetentionDays,
  1,
  leadRetentionDays,
  `: the privacy policy promises that leads are deleted after ${leadRetentionDays} days`,
)

/** `HOST`: the address to listen on. */
export function host(value = '0.0.0.0'): string {
  if (!isIP(value) && !isHostName(value)) throw new Error(`HOST must be an IP address (0.0.0.0, ::, 127.0.0.1) or a host name (localhost), not "${value}"`)
  return value
}

/** `LEAD_WEBHOOK_URLS`: absolute http(s) URLs without credentials, each once. */
export function webhookUrls(value?: string): string[] {
  const urls = listSetting(value).map((entry) => {
    if (!URL.canParse(entry)) throw new Error(`LEAD_WEBHOOK_URLS must list absolute http(s) URLs separated by commas; "${entry}" is not one`)
    const url = new URL(entry)
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`LEAD_WEBHOOK_URLS takes http and https URLs only, not "${url.protocol}" (${url.host})`)
    if (url.username || url.password) {
      throw new Error(
        `LEAD_WEBHOOK_URLS: ${url.host} has a user name or password in its URL, which requests cannot carry; receivers check the signature instead`,
      )
    }
    return url.href
  })
  return [...new Set(urls)]
}

/** `LEAD_CHALLENGE_SECRET`: 32 characters at least, or '' for the store's generated one. */
export function challengeSecret(value = ''): string {
  if (value !== '' && value.length < 32)
    throw new Error('LEAD_CHALLENGE_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`), or unset to keep a generated one in the lead store')
  return value
}

/** `VITE_API_BASE` (data/settingRules.ts): a full URL (an API on another host) mounts at its path; '' is the root. */
export function apiBase(value?: string): string {
  return new URL(buildSettingRules.VITE_API_BASE(value), 'http://localhost').pathname.replace(/\/+$/, '')
}

/** `CMS_GITHUB_CLIENT_ID`, `CMS_GITHUB_CLIENT_SECRET`: the editor's GitHub OAuth app, both or neither (GitHub's ids and secrets are hex and word characters). */
export const githubApp =
  (name: string) =>
  (value = ''): string => {
    if (value !== '' && !/^[\w.-]{10,100}$/.test(value))
      throw new Error(`${name} must be the GitHub OAuth app's value as GitHub shows it (letters, digits, . _ -), or unset`)
    return value
  }

/** `CMS_GITHUB_OAUTH_URL`: where GitHub signs people in: https without credentials (http on loopback, for a stand-in). */
export function githubOAuthUrl(value = 'https://github.com'): string {
  const url = URL.canParse(value) ? new URL(value) : undefined
  const loopback = url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (!url || !(url.protocol === 'https:' || loopback) || url.username || url.password || url.pathname !== '/') {
    throw new Error(
      `CMS_GITHUB_OAUTH_URL must be an https origin without user:pass@ or path (default https://github.com; GitHub Enterprise: its address), not "${value}"`,
    )
  }
  return url.origin
}
