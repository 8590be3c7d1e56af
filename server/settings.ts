import { resolve } from 'node:path'
import { leadRetentionDays } from '../data/leadRetention'
import { generateSecretCommand, parseWebhookSecret } from './webhooks/webhookSecret'

/** Where leads are kept: a SQLite file (the default) or a PostgreSQL database. */
export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string }

/** The lead server's run-time settings, read from the environment in this one place. */
export type ServerSettings = {
  /** `DATABASE_URL`: `postgres://…` or `postgresql://…` for PostgreSQL; `sqlite:<file>` or unset for SQLite at `.data/leads.sqlite`. */
  database: DatabaseTarget
  /** `SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`; empty: notification emails stay pending. */
  smtpUrl: string
  /** `LEAD_MAIL_TO`: who is notified of each lead; default `contato@tecto.com.br`. */
  leadMailTo: string
  /** `LEAD_MAIL_FROM`: the notification's sender; default `Site Tecto <site@tecto.com.br>`. */
  leadMailFrom: string
  /** The API's path prefix: the path of `VITE_API_BASE` (the same setting the build uses); default `/api`. */
  apiBase: string
  /**
   * `SITE_ORIGINS`, comma-separated: the only origins allowed to call the API cross-origin. Default: the
   * public origin (`VITE_SITE_ORIGIN`, default `https://tecto.com.br`) and `VITE_BR_HOST` / `VITE_INTL_HOST`, each with and without `www.`.
   */
  siteOrigins: string[]
  /** `LEAD_RATE_LIMIT`: form posts accepted per IP address and minute; default 10. */
  leadRateLimit: number
  /** `OUTBOX_POLL_MS`: how often the outbox workers look for due emails and webhooks besides being woken by a new lead; default 1000. */
  outboxPollMs: number
  /**
   * `TRUST_PROXY`: how many proxies (reverse proxy, load balancer, CDN) each request passes before the server;
   * the visitor is the address the last of them appended to X-Forwarded-For (server/trustHops.ts). Default 0:
   * no proxy, the socket's address. Without it behind a proxy, every visitor shares the proxy's rate limit.
   */
  trustProxy: number
  /** `OUTBOX_RETRY_BASE_MS`: first retry delay after a failed send, doubled each time up to 15 minutes; default 5000. */
  outboxRetryBaseMs: number
  /**
   * `LEAD_RETENTION_DAYS`: leads older than this are deleted at start and then daily. Default and
   * ceiling: the privacy policy's figure (data/leadRetention.ts), so the site never keeps a lead
   * longer than it promises.
   */
  leadRetentionDays: number
  /**
   * `LEAD_WEBHOOK_URLS`, comma-separated http(s) addresses: each new lead is posted to every one, through
   * the outbox (server/webhooks/). Default none.
   */
  leadWebhookUrls: string[]
  /** `LEAD_WEBHOOK_SECRET`, as `whsec_<base64>`: signs the webhooks; required with LEAD_WEBHOOK_URLS, '' without. */
  leadWebhookSecret: string
  /**
   * `LEAD_CHALLENGE_SECRET`: the key that signs the forms' anti-bot challenges, the same on every instance. Empty
   * (the default): the first instance generates one and keeps it in the lead store, where every instance on the
   * same database finds it.
   */
  challengeSecret: string
}

/** Reads `DATABASE_URL`: anything but PostgreSQL or SQLite is a mistake worth stopping for. */
function databaseTarget(value: string | undefined): DatabaseTarget {
  const url = value?.trim() ?? ''
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url }
  if (url === '') return { kind: 'sqlite', path: resolve('.data/leads.sqlite') }
  const file = /^(?:sqlite|file):(?:\/\/)?(.+)$/i.exec(url)?.[1]
  if (file) return { kind: 'sqlite', path: resolve(file) }
  throw new Error('DATABASE_URL must start with postgres://, postgresql:// or sqlite: (or be unset for .data/leads.sqlite)')
}

// Not data/settings.ts's twin: that module reads Vite's build-time env on import, which Node has not.
function listSetting(value: string | undefined): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
}

/** A positive whole number from the environment, or its default when unset. */
function countSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number, not "${value}"`)
  return number
}

/** The origins of a host name, with and without `www.` (the domain redirects keep a www prefix, docs/product/routes.md). */
function hostOrigins(host: string): string[] {
  const bare = host.replace(/^www\./i, '')
  return [`https://${bare}`, `https://www.${bare}`]
}

function siteOrigins(env: NodeJS.ProcessEnv): string[] {
  const listed = listSetting(env.SITE_ORIGINS)
  const origins = listed.length
    ? listed
    : [new URL(env.VITE_SITE_ORIGIN?.trim() || 'https://tecto.com.br').host, env.VITE_BR_HOST, env.VITE_INTL_HOST]
        .map((host) => host?.trim())
        .filter((host): host is string => !!host)
        .flatMap(hostOrigins)
  return [...new Set(origins.map((origin) => new URL(origin).origin))]
}

/** `TRUST_PROXY`: a hop count. `true` or a list of addresses would leave the visitor's address to the visitor. */
function trustProxy(value: string | undefined): number {
  const setting = value?.trim() ?? ''
  if (setting === '') return 0
  const hops = /^\d+$/.test(setting) ? Number(setting) : NaN
  if (Number.isSafeInteger(hops)) return hops
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (0 or unset without one, 1 behind one reverse proxy), not "${setting}". ` +
      '"true" is refused: it takes the left-most X-Forwarded-For entry, which any client on the open internet writes itself, ' +
      'so each post could claim a new address and the rate limit would never apply.',
  )
}

function retentionDays(env: NodeJS.ProcessEnv): number {
  const days = countSetting(env, 'LEAD_RETENTION_DAYS', leadRetentionDays)
  if (days > leadRetentionDays) {
    throw new Error(`LEAD_RETENTION_DAYS must be at most ${leadRetentionDays}: the privacy policy promises that leads are deleted after ${leadRetentionDays} days`)
  }
  return days
}

/** `LEAD_WEBHOOK_URLS`: each an absolute http or https URL without credentials (fetch refuses those), each once. */
function webhookUrls(value: string | undefined): string[] {
  const urls = listSetting(value).map((entry) => {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new Error(`LEAD_WEBHOOK_URLS must list absolute http(s) URLs separated by commas; "${entry}" is not one`)
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`LEAD_WEBHOOK_URLS takes http and https URLs only, not "${url.protocol}" (${url.host})`)
    if (url.username || url.password) {
      throw new Error(`LEAD_WEBHOOK_URLS: ${url.host} has a user name or password in its URL, which requests cannot carry; receivers check the signature instead`)
    }
    return url.href
  })
  return [...new Set(urls)]
}

/** `LEAD_WEBHOOK_SECRET`: needed as soon as there is an address to sign for. */
function webhookSecret(env: NodeJS.ProcessEnv, urls: string[]): string {
  const value = env.LEAD_WEBHOOK_SECRET?.trim() ?? ''
  if (value) return parseWebhookSecret(value)
  if (urls.length) throw new Error(`LEAD_WEBHOOK_URLS is set, so LEAD_WEBHOOK_SECRET must be too: the secret that signs each webhook. Make one with: ${generateSecretCommand}`)
  return ''
}

/** A set secret must be hard to guess: 32 characters at least, e.g. `openssl rand -base64 32`. */
function challengeSecret(value: string | undefined): string {
  const secret = value?.trim() ?? ''
  if (secret !== '' && secret.length < 32) throw new Error('LEAD_CHALLENGE_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`), or unset to keep a generated one in the lead store')
  return secret
}

function apiBase(value: string | undefined): string {
  // A full URL (an API on another host) mounts at its path; '' is the root.
  return new URL(value?.trim() || '/api', 'http://localhost').pathname.replace(/\/+$/, '')
}

/** The settings of the given environment; throws a readable error on a malformed value. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const leadWebhookUrls = webhookUrls(env.LEAD_WEBHOOK_URLS)
  return {
    database: databaseTarget(env.DATABASE_URL),
    smtpUrl: env.SMTP_URL?.trim() ?? '',
    leadMailTo: env.LEAD_MAIL_TO?.trim() || 'contato@tecto.com.br',
    leadMailFrom: env.LEAD_MAIL_FROM?.trim() || 'Site Tecto <site@tecto.com.br>',
    apiBase: apiBase(env.VITE_API_BASE),
    siteOrigins: siteOrigins(env),
    leadRateLimit: countSetting(env, 'LEAD_RATE_LIMIT', 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    outboxPollMs: countSetting(env, 'OUTBOX_POLL_MS', 1000),
    outboxRetryBaseMs: countSetting(env, 'OUTBOX_RETRY_BASE_MS', 5000),
    leadRetentionDays: retentionDays(env),
    leadWebhookUrls,
    leadWebhookSecret: webhookSecret(env, leadWebhookUrls),
    challengeSecret: challengeSecret(env.LEAD_CHALLENGE_SECRET),
  }
}
