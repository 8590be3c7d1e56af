import { buildSettingRules, settingText } from '../data/settingRules'
import { maxRetryDelayMs } from './outbox/outboxWorker'
import { generateSecretCommand } from './webhooks/webhookSecret'
import * as parse from './settings/settingParsers'

export type { DatabaseTarget } from './settings/settingParsers'

const [second, hour] = [1000, 3_600_000]

/**
 * Every run-time setting of the server and the rule that reads it (settings/settingParsers.ts). The README's settings
 * table lists exactly these (settings.test.ts); the `VITE_*` ones are the build's, read alike.
 */
const settingRules = {
  PORT: parse.port,
  HOST: parse.host,
  LOG_LEVEL: parse.logLevel,
  TECTO_OUT_DIR: (value = 'dist') => value,
  DATABASE_URL: parse.databaseTarget,
  SMTP_URL: parse.smtpUrl,
  LEAD_MAIL_TO: parse.mailRecipients,
  LEAD_MAIL_FROM: parse.mailSender,
  SITE_ORIGINS: parse.siteOrigins,
  LEAD_RATE_LIMIT: parse.wholeNumber('LEAD_RATE_LIMIT', 10, 1, 1_000_000),
  TRUST_PROXY: parse.trustProxy,
  LEAD_WEBHOOK_URLS: parse.webhookUrls,
  LEAD_WEBHOOK_SECRET: parse.webhookSecret,
  OUTBOX_POLL_MS: parse.wholeNumber('OUTBOX_POLL_MS', second, 100, hour),
  OUTBOX_RETRY_BASE_MS: parse.wholeNumber('OUTBOX_RETRY_BASE_MS', 5 * second, 100, maxRetryDelayMs),
  LEAD_RETENTION_DAYS: parse.retentionDays,
  LEAD_CHALLENGE_SECRET: parse.challengeSecret,
  HEALTH_TOKEN: parse.healthToken,
  VITE_API_BASE: parse.apiBase,
  VITE_SITE_ORIGIN: buildSettingRules.VITE_SITE_ORIGIN,
  VITE_BR_HOST: buildSettingRules.VITE_BR_HOST,
  VITE_INTL_HOST: buildSettingRules.VITE_INTL_HOST,
} satisfies Record<string, (value?: string) => unknown>

type SettingName = keyof typeof settingRules

/** The environment variables the server reads. */
export const settingNames = Object.keys(settingRules) as SettingName[]

/** The lead server's run-time settings (what each means: the README's settings table). */
export type ServerSettings = ReturnType<typeof readSettings>

/** The settings of the environment, read here and nowhere else; throws one error listing each bad value. */
export function readSettings(env: NodeJS.ProcessEnv = process.env) {
  const problems: string[] = []
  const read = Object.fromEntries(
    settingNames.map((name) => {
      try {
        return [name, settingRules[name](settingText(env[name]))]
      } catch (error) {
        problems.push((error as Error).message)
        return [name, undefined]
      }
    }),
  ) as { [Name in SettingName]: ReturnType<(typeof settingRules)[Name]> }
  if (problems.length > 0) throw new Error(problems.join('; '))
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
    /** The path of `VITE_API_BASE`. */
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
function siteOrigins(read: { SITE_ORIGINS: string[]; VITE_SITE_ORIGIN: string; VITE_BR_HOST: string; VITE_INTL_HOST: string }): string[] {
  if (read.SITE_ORIGINS.length) return [...new Set(read.SITE_ORIGINS)]
  const hosts = [new URL(read.VITE_SITE_ORIGIN).host, read.VITE_BR_HOST, read.VITE_INTL_HOST].filter(Boolean)
  return [...new Set(hosts.flatMap(parse.hostOrigins).map((origin) => new URL(origin).origin))]
}
