import { buildSettingRules, httpOrigin, listSetting, settingText } from '../data/settingRules'
import { maxRetryDelayMs } from './outbox/outboxWorker'
import { generateSecretCommand, parseWebhookSecret } from './webhooks/webhookSecret'
import * as parse from './settings/settingParsers'

export type { DatabaseTarget } from './settings/settingParsers'

const [second, hour] = [1000, 3_600_000]

/**
 * Every run-time setting: the property it becomes, its variable and its rule (settings/settingParsers.ts). The README's
 * settings table lists exactly these variables (settings.test.ts); the `VITE_*` ones are the build's, read alike.
 */
const settingRules = {
  /** 0 is any free port, for tests. */
  port: ['PORT', parse.wholeNumber('PORT', 3000, 0, 65535)],
  host: ['HOST', parse.host],
  logLevel: ['LOG_LEVEL', parse.logLevel],
  /** The build folder, relative to the project or absolute. */
  outDir: ['TECTO_OUT_DIR', (value = 'dist') => value],
  database: ['DATABASE_URL', parse.databaseTarget],
  smtpUrl: ['SMTP_URL', parse.smtpUrl],
  leadMailTo: ['LEAD_MAIL_TO', parse.mailRecipients],
  leadMailFrom: ['LEAD_MAIL_FROM', parse.mailSender],
  /** Read with the public origin and hosts below into `siteOrigins`. */
  siteOriginsSetting: ['SITE_ORIGINS', (value?: string) => listSetting(value).map((entry) => httpOrigin('SITE_ORIGINS', entry))],
  leadRateLimit: ['LEAD_RATE_LIMIT', parse.wholeNumber('LEAD_RATE_LIMIT', 10, 1, 1_000_000)],
  trustProxy: ['TRUST_PROXY', parse.trustProxy],
  leadWebhookUrls: ['LEAD_WEBHOOK_URLS', parse.webhookUrls],
  leadWebhookSecret: ['LEAD_WEBHOOK_SECRET', (value?: string) => (value === undefined ? '' : parseWebhookSecret(value))],
  outboxPollMs: ['OUTBOX_POLL_MS', parse.wholeNumber('OUTBOX_POLL_MS', second, 100, hour)],
  outboxRetryBaseMs: ['OUTBOX_RETRY_BASE_MS', parse.wholeNumber('OUTBOX_RETRY_BASE_MS', 5 * second, 100, maxRetryDelayMs)],
  leadRetentionDays: ['LEAD_RETENTION_DAYS', parse.retentionDays],
  challengeSecret: ['LEAD_CHALLENGE_SECRET', parse.challengeSecret],
  healthToken: ['HEALTH_TOKEN', parse.healthToken],
  githubClientId: ['CMS_GITHUB_CLIENT_ID', parse.githubApp('CMS_GITHUB_CLIENT_ID')],
  githubClientSecret: ['CMS_GITHUB_CLIENT_SECRET', parse.githubApp('CMS_GITHUB_CLIENT_SECRET')],
  githubOAuthUrl: ['CMS_GITHUB_OAUTH_URL', parse.githubOAuthUrl],
  /** The path of `VITE_API_BASE`. */
  apiBase: ['VITE_API_BASE', parse.apiBase],
  siteOrigin: ['VITE_SITE_ORIGIN', buildSettingRules.VITE_SITE_ORIGIN],
  brHost: ['VITE_BR_HOST', buildSettingRules.VITE_BR_HOST],
  intlHost: ['VITE_INTL_HOST', buildSettingRules.VITE_INTL_HOST],
} as const satisfies Record<string, readonly [string, (value?: string) => unknown]>

type Rules = typeof settingRules

/** The environment variables the server reads. */
export const settingNames: string[] = Object.values(settingRules).map(([name]) => name)

/** The lead server's run-time settings (what each means: the README's settings table). */
export type ServerSettings = ReturnType<typeof readSettings>

/** The settings of the environment, read here and nowhere else; throws one error listing each bad value. */
export function readSettings(env: NodeJS.ProcessEnv = process.env) {
  const problems: string[] = []
  const read = Object.fromEntries(
    Object.entries(settingRules).map(([key, [name, rule]]) => {
      try {
        return [key, (rule as (value?: string) => unknown)(settingText(env[name]))]
      } catch (error) {
        problems.push((error as Error).message)
        return [key, undefined]
      }
    }),
  ) as { [Key in keyof Rules]: ReturnType<Rules[Key][1]> }
  if (problems.length > 0) throw new Error(problems.join('; '))
  if (read.leadWebhookUrls.length > 0 && read.leadWebhookSecret === '') {
    throw new Error(`LEAD_WEBHOOK_URLS is set, so LEAD_WEBHOOK_SECRET must be too: the secret that signs each webhook. Make one with: ${generateSecretCommand}`)
  }
  if (!read.githubClientId !== !read.githubClientSecret) {
    throw new Error(
      'CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET go together: set both (the editor then signs in with GitHub through this server) or neither',
    )
  }
  const { githubClientId, githubClientSecret, githubOAuthUrl, siteOriginsSetting, siteOrigin, brHost, intlHost, ...rest } = read
  // The editor's GitHub OAuth app, when this server answers its sign-in (server/cms/githubSignIn.ts).
  const githubSignIn = githubClientId ? { clientId: githubClientId, clientSecret: githubClientSecret, oauthUrl: githubOAuthUrl } : undefined
  // `SITE_ORIGINS`, or by default the public origin and the two domains, each with and without `www.`.
  const hosts = [new URL(siteOrigin).host, brHost, intlHost].filter(Boolean)
  const origins = siteOriginsSetting.length ? siteOriginsSetting : hosts.flatMap(parse.hostOrigins).map((origin) => new URL(origin).origin)
  return { ...rest, siteOrigins: [...new Set(origins)], githubSignIn }
}
