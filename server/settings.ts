import * as v from 'valibot'
import { leadRetentionDays } from '../data/leadRetention'
import { buildSettingRules } from '../data/settingRules'
import { generateSecretCommand } from './webhooks/webhookSecret'
import * as parse from './settings/settingParsers'

export type { DatabaseTarget } from './settings/settingParsers'

/**
 * One run-time setting: an environment variable, what it means, and how its text becomes a value (its parser
 * gives the default when the variable is unset or blank, and throws a message naming the variable on a bad value).
 */
function setting<T>(meaning: string, parser: (value: string | undefined) => T) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const text = typeof dataset.value === 'string' ? dataset.value.trim() || undefined : undefined
      try {
        return parser(text)
      } catch (error) {
        addIssue({ message: (error as Error).message })
        return NEVER
      }
    }),
    v.description(meaning),
  )
}

const text = (fallback: string) => (value?: string) => value ?? fallback

/**
 * Every run-time setting of the server, read from the environment here and nowhere else. The README's run-time
 * settings table lists exactly these variables (server/settings.test.ts keeps the two equal); the build-time
 * `VITE_*` variables below are read here too, where the server needs the same value as the build.
 */
export const settingsSchema = v.object({
  PORT: setting('port to listen on', parse.port),
  HOST: setting('address to listen on', text('0.0.0.0')),
  LOG_LEVEL: setting('server log level', parse.logLevel),
  TECTO_OUT_DIR: setting('where the build is, relative to the project or absolute', text('dist')),
  DATABASE_URL: setting('PostgreSQL or SQLite database of the leads', parse.databaseTarget),
  SMTP_URL: setting('mail server for lead notifications', parse.smtpUrl),
  LEAD_MAIL_TO: setting('who receives each lead', parse.mailRecipients('contato@tecto.com.br')),
  LEAD_MAIL_FROM: setting("the notification's sender", parse.mailSender('Site Tecto <site@tecto.com.br>')),
  SITE_ORIGINS: setting('origins allowed to post cross-origin', parse.siteOrigins),
  LEAD_RATE_LIMIT: setting('form posts per IP address and minute', parse.positiveCount('LEAD_RATE_LIMIT', 10)),
  TRUST_PROXY: setting('proxies in front of the server', parse.trustProxy),
  LEAD_WEBHOOK_URLS: setting('addresses that receive each lead as a signed POST', parse.webhookUrls),
  LEAD_WEBHOOK_SECRET: setting("the webhooks' signing secret", parse.webhookSecret),
  OUTBOX_POLL_MS: setting("outbox workers' poll interval", parse.positiveCount('OUTBOX_POLL_MS', 1000)),
  OUTBOX_RETRY_BASE_MS: setting('first retry delay of a failed delivery', parse.positiveCount('OUTBOX_RETRY_BASE_MS', 5000)),
  LEAD_RETENTION_DAYS: setting(`days a lead is kept, at most ${leadRetentionDays}`, parse.retentionDays),
  LEAD_CHALLENGE_SECRET: setting("the key that signs the forms' anti-bot challenges", parse.challengeSecret),
  HEALTH_TOKEN: setting('the bearer token that shows the health counts', parse.healthToken),
  VITE_API_BASE: setting('where the forms post (build-time, read again by the server)', parse.apiBase),
  VITE_SITE_ORIGIN: setting('public origin of the site (build-time)', buildSettingRules.VITE_SITE_ORIGIN),
  VITE_BR_HOST: setting('the Brazilian host name (build-time)', buildSettingRules.VITE_BR_HOST),
  VITE_INTL_HOST: setting('the international host name (build-time)', buildSettingRules.VITE_INTL_HOST),
})

/** The environment variables the server reads. */
export const settingNames = Object.keys(settingsSchema.entries) as (keyof typeof settingsSchema.entries)[]

/** The lead server's run-time settings, as its parts use them. */
export type ServerSettings = {
  port: number
  host: string
  logLevel: (typeof parse.logLevels)[number]
  /** The build folder (`TECTO_OUT_DIR`), relative to the project or absolute. */
  outDir: string
  database: parse.DatabaseTarget
  /** Empty: notification emails stay pending. */
  smtpUrl: string
  leadMailTo: string
  leadMailFrom: string
  /** The API's path prefix: the path of `VITE_API_BASE` (the same setting the build uses). */
  apiBase: string
  /** The only origins allowed to call the API cross-origin: `SITE_ORIGINS`, or the site's own hosts with and without `www.`. */
  siteOrigins: string[]
  leadRateLimit: number
  outboxPollMs: number
  /** The visitor is the address the last of this many proxies appended to X-Forwarded-For (server/trustHops.ts). */
  trustProxy: number
  outboxRetryBaseMs: number
  /** Leads older than this are deleted at start and then daily; never more than the privacy policy promises. */
  leadRetentionDays: number
  leadWebhookUrls: string[]
  /** `whsec_<base64>`; required with webhook addresses, '' without. */
  leadWebhookSecret: string
  /** Empty: the first instance generates one and keeps it in the lead store for every instance. */
  challengeSecret: string
  /** The bearer token that shows the health counts (`HEALTH_TOKEN`); empty: no one sees them. */
  healthToken: string
}

/** The settings of the given environment; throws a readable error (the variable and what it takes) on a bad value. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  // Every variable as a key, set or not: each setting's parser gives its own default.
  const result = v.safeParse(settingsSchema, Object.fromEntries(settingNames.map((name) => [name, env[name]])))
  if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('; '))
  const read = result.output
  if (read.LEAD_WEBHOOK_URLS.length > 0 && read.LEAD_WEBHOOK_SECRET === '') {
    throw new Error(`LEAD_WEBHOOK_URLS is set, so LEAD_WEBHOOK_SECRET must be too: the secret that signs each webhook. Make one with: ${generateSecretCommand}`)
  }
  return {
    port: read.PORT,
    host: read.HOST,
    logLevel: read.LOG_LEVEL,
    outDir: read.TECTO_OUT_DIR,
    database: read.DATABASE_URL,
    smtpUrl: read.SMTP_URL,
    leadMailTo: read.LEAD_MAIL_TO,
    leadMailFrom: read.LEAD_MAIL_FROM,
    apiBase: read.VITE_API_BASE,
    siteOrigins: siteOrigins(read),
    leadRateLimit: read.LEAD_RATE_LIMIT,
    trustProxy: read.TRUST_PROXY,
    outboxPollMs: read.OUTBOX_POLL_MS,
    outboxRetryBaseMs: read.OUTBOX_RETRY_BASE_MS,
    leadRetentionDays: read.LEAD_RETENTION_DAYS,
    leadWebhookUrls: read.LEAD_WEBHOOK_URLS,
    leadWebhookSecret: read.LEAD_WEBHOOK_SECRET,
    challengeSecret: read.LEAD_CHALLENGE_SECRET,
    healthToken: read.HEALTH_TOKEN,
  }
}

/** `SITE_ORIGINS`, or by default the public origin and the two domains, each with and without `www.`. */
function siteOrigins(read: v.InferOutput<typeof settingsSchema>): string[] {
  const listed = read.SITE_ORIGINS
  const origins = listed.length
    ? listed
    : [new URL(read.VITE_SITE_ORIGIN).host, read.VITE_BR_HOST, read.VITE_INTL_HOST]
        .filter(Boolean)
        .flatMap(parse.hostOrigins)
        .map((origin) => new URL(origin).origin)
  return [...new Set(origins)]
}
