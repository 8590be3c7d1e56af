import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readSettings, settingNames } from './settings'
import { generateSecretCommand } from './webhooks/webhookSecret'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

test('with nothing set, leads go to .data/leads.sqlite and notifications to contato@tecto.com.br', () => {
  const settings = readSettings({})
  assert.equal(settings.database, { kind: 'sqlite', path: resolve('.data/leads.sqlite') })
  assert.is(settings.smtpUrl, '')
  assert.is(settings.leadMailTo, 'contato@tecto.com.br')
  assert.is(settings.apiBase, '/api')
  assert.equal(settings.siteOrigins, ['https://tecto.com.br', 'https://www.tecto.com.br'])
  assert.equal([settings.leadRateLimit, settings.outboxPollMs, settings.outboxRetryBaseMs, settings.trustProxy], [10, 1000, 5000, 0])
})

test('DATABASE_URL picks PostgreSQL or a SQLite file, and refuses anything else', () => {
  assert.equal(readSettings({ DATABASE_URL: 'postgres://u:p@db/leads' }).database, { kind: 'postgres', url: 'postgres://u:p@db/leads' })
  assert.equal(readSettings({ DATABASE_URL: 'postgresql://db/leads' }).database.kind, 'postgres')
  assert.equal(readSettings({ DATABASE_URL: 'sqlite:/var/lib/tecto/leads.db' }).database, { kind: 'sqlite', path: '/var/lib/tecto/leads.db' })
  assert.throws(() => readSettings({ DATABASE_URL: 'mysql://db/leads' }), /DATABASE_URL must start with/)
})

test('site origins come from SITE_ORIGINS, or from the public origin and the two domains', () => {
  assert.equal(readSettings({ SITE_ORIGINS: 'https://tecto.com.br/, https://tecto.dev' }).siteOrigins, ['https://tecto.com.br', 'https://tecto.dev'])
  assert.equal(readSettings({ VITE_SITE_ORIGIN: 'https://www.tecto.com.br', VITE_INTL_HOST: 'tecto.tech' }).siteOrigins, [
    'https://tecto.com.br',
    'https://www.tecto.com.br',
    'https://tecto.tech',
    'https://www.tecto.tech',
  ])
})

test('the API base is the path of VITE_API_BASE, and numbers must be numbers', () => {
  assert.is(readSettings({ VITE_API_BASE: 'https://api.tecto.com.br/v1/' }).apiBase, '/v1')
  assert.is(readSettings({ LEAD_RATE_LIMIT: '30', TRUST_PROXY: '1' }).leadRateLimit, 30)
  assert.is(readSettings({ TRUST_PROXY: '1' }).trustProxy, 1)
  assert.throws(() => readSettings({ OUTBOX_POLL_MS: 'soon' }), /OUTBOX_POLL_MS must be a whole number from 100 to 3600000, not "soon"/)
})

test('every duration and count is bounded: a timer over 2^31-1 ms would fire at once', () => {
  const bounds: Record<string, [number, number]> = {
    OUTBOX_POLL_MS: [100, 3_600_000],
    OUTBOX_RETRY_BASE_MS: [100, 900_000],
    LEAD_RATE_LIMIT: [1, 1_000_000],
    TRUST_PROXY: [0, 10],
  }
  for (const [name, [min, max]] of Object.entries(bounds)) {
    assert.not.throws(() => readSettings({ [name]: String(min) }), name)
    assert.not.throws(() => readSettings({ [name]: String(max) }), name)
    for (const value of [String(min - 1), String(max + 1), '99999999999']) {
      assert.throws(() => readSettings({ [name]: value }), new RegExp(`${name} must be .*from ${min} to ${max}.*not "${value}"`), `${name}=${value}`)
    }
  }
  assert.throws(() => readSettings({ LEAD_RETENTION_DAYS: '0' }), /LEAD_RETENTION_DAYS must be a whole number from 1 to 365/)
})

test('HOST is an IP address or a host name, refused by name otherwise', () => {
  for (const host of ['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost', 'app.internal']) assert.is(readSettings({ HOST: host }).host, host)
  for (const host of ['999.1.1.1', '1.2.3', 'http://localhost', 'local host', '[::1]', 'app.internal:3000']) {
    assert.throws(
      () => readSettings({ HOST: host }),
      new RegExp(`HOST must be an IP address .* or a host name .*not "${host.replace(/[[\]]/g, '\\$&')}"`),
      host,
    )
  }
})

test("leads are kept LEAD_RETENTION_DAYS days: the privacy policy's 365 by default, and never longer", () => {
  assert.is(readSettings({}).leadRetentionDays, 365)
  assert.is(readSettings({ LEAD_RETENTION_DAYS: '180' }).leadRetentionDays, 180)
  assert.throws(
    () => readSettings({ LEAD_RETENTION_DAYS: '400' }),
    /LEAD_RETENTION_DAYS must be a whole number from 1 to 365, not "400": the privacy policy promises/,
  )
})

test('TRUST_PROXY is a hop count; true, false and addresses stop the server with the reason', () => {
  assert.equal(
    ['0', ' 2 ', ''].map((value) => readSettings({ TRUST_PROXY: value }).trustProxy),
    [0, 2, 0],
  )
  assert.throws(
    () => readSettings({ TRUST_PROXY: 'true' }),
    /TRUST_PROXY must be a whole number from 0 to 10, not "true": the number of proxies.*"true" is refused.*any client on the open internet/s,
  )
  for (const value of ['false', 'yes', '-1', '1.5', '10.0.0.1', 'loopback', '1,2', '1e3', '99999999999999999999']) {
    assert.throws(() => readSettings({ TRUST_PROXY: value }), /TRUST_PROXY must be a whole number from 0 to 10.*the number of proxies/, value)
  }
})

test('LEAD_WEBHOOK_URLS lists http(s) addresses, once each; none by default', () => {
  assert.equal([readSettings({}).leadWebhookUrls, readSettings({}).leadWebhookSecret], [[], ''])
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`
  const settings = readSettings({
    LEAD_WEBHOOK_URLS: ' https://crm.example.com/hooks/leads?token=abc , http://10.0.0.5:8080/hook,https://crm.example.com/hooks/leads?token=abc',
    LEAD_WEBHOOK_SECRET: secret,
  })
  assert.equal(settings.leadWebhookUrls, ['https://crm.example.com/hooks/leads?token=abc', 'http://10.0.0.5:8080/hook'])
  assert.is(settings.leadWebhookSecret, secret)
  assert.throws(
    () => readSettings({ LEAD_WEBHOOK_URLS: 'crm.example.com/hook', LEAD_WEBHOOK_SECRET: secret }),
    /LEAD_WEBHOOK_URLS must list absolute http\(s\) URLs.*"crm.example.com\/hook"/,
  )
  assert.throws(() => readSettings({ LEAD_WEBHOOK_URLS: 'ftp://crm.example.com/hook', LEAD_WEBHOOK_SECRET: secret }), /http and https URLs only, not "ftp:"/)
  assert.throws(
    () => readSettings({ LEAD_WEBHOOK_URLS: 'https://user:pass@crm.example.com/hook', LEAD_WEBHOOK_SECRET: secret }),
    /crm.example.com has a user name or password/,
  )
})

test('LEAD_WEBHOOK_SECRET is required with webhook addresses, as whsec_<base64> or bare base64 of 24 to 64 bytes', () => {
  const bytes = Buffer.alloc(32, 1).toString('base64')
  assert.throws(() => readSettings({ LEAD_WEBHOOK_URLS: 'https://crm.example.com/hook' }), /LEAD_WEBHOOK_SECRET must be too.*Make one with: node -e/)
  assert.is(readSettings({ LEAD_WEBHOOK_SECRET: bytes }).leadWebhookSecret, `whsec_${bytes}`)
  assert.is(readSettings({ LEAD_WEBHOOK_SECRET: ` whsec_${bytes} ` }).leadWebhookSecret, `whsec_${bytes}`)
  assert.throws(
    () => readSettings({ LEAD_WEBHOOK_SECRET: 'correct horse battery staple' }),
    /LEAD_WEBHOOK_SECRET must be 24 to 64 random bytes in base64.*is not base64.*Make one with/,
  )
  assert.throws(() => readSettings({ LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(16).toString('base64')}` }), /decodes to 16 bytes/)
  assert.throws(() => readSettings({ LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(65).toString('base64')}` }), /decodes to 65 bytes/)
})

test("the README's run-time settings table lists exactly the settings of the schema, and the server reads no other", () => {
  const read = new Set<string>()
  const recordingEnv = new Proxy(
    {},
    {
      get: (_env, name) => {
        if (typeof name === 'string') read.add(name)
        return undefined
      },
    },
  )
  readSettings(recordingEnv)
  assert.equal([...read].sort(), [...settingNames].sort())
  // The rows of a table, by the variables of their first cell (one, or several: `OUTBOX_POLL_MS` / `OUTBOX_RETRY_BASE_MS`).
  const tableAfter = (heading: string) => {
    const lines = readme.slice(readme.indexOf(heading)).split('\n')
    const rows = lines.slice(lines.findIndex((line) => line.startsWith('| `')))
    return rows
      .slice(
        0,
        rows.findIndex((line) => !line.startsWith('| ')),
      )
      .flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!))
  }
  const runTime = tableAfter('Run-time settings of the server')
  const buildTime = tableAfter('Build-time settings')
  assert.equal(runTime.sort(), settingNames.filter((name) => !name.startsWith('VITE_')).sort())
  for (const name of settingNames.filter((name) => name.startsWith('VITE_')))
    assert.ok(buildTime.includes(name), `${name} is missing from the README's build-time table`)
})

test('PORT, HOST, LOG_LEVEL and TECTO_OUT_DIR come from the same schema, with their defaults and clear errors', () => {
  const settings = readSettings({})
  assert.equal([settings.port, settings.host, settings.logLevel, settings.outDir], [3000, '0.0.0.0', 'info', 'dist'])
  assert.equal(readSettings({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TECTO_OUT_DIR: '.builds/test' }).port, 0)
  assert.throws(() => readSettings({ PORT: 'eighty' }), /PORT must be a whole number from 0 to 65535, not "eighty"/)
  assert.throws(() => readSettings({ PORT: '70000' }), /PORT must be a whole number from 0 to 65535/)
  assert.throws(() => readSettings({ LOG_LEVEL: 'verbose' }), /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"/)
})

test('the command the error and the README give makes a secret the server takes', () => {
  const made = execSync(generateSecretCommand, { encoding: 'utf8' }).trim()
  assert.match(made, /^whsec_[A-Za-z0-9+/]{43}=$/)
  assert.is(readSettings({ LEAD_WEBHOOK_SECRET: made }).leadWebhookSecret, made)
  assert.ok(readme.includes(generateSecretCommand), 'README.md shows another command')
})

test('LEAD_CHALLENGE_SECRET is optional, and refused when too short to be a secret', () => {
  assert.is(readSettings({}).challengeSecret, '')
  assert.is(readSettings({ LEAD_CHALLENGE_SECRET: ` ${'k'.repeat(32)} ` }).challengeSecret, 'k'.repeat(32))
  assert.throws(() => readSettings({ LEAD_CHALLENGE_SECRET: 'secret' }), /at least 32 characters/)
})

test('SMTP_URL must be an smtp:// or smtps:// URL with a host, and its error shows no password', () => {
  assert.is(readSettings({ SMTP_URL: 'smtps://user:pass@smtp.tecto.com.br:465' }).smtpUrl, 'smtps://user:pass@smtp.tecto.com.br:465')
  for (const value of ['not-a-url', 'http://smtp.tecto.com.br', 'smtp://', 'smtp.tecto.com.br:587']) {
    assert.throws(() => readSettings({ SMTP_URL: value }), /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL with a host/, value)
  }
  assert.throws(
    () => readSettings({ SMTP_URL: 'https://user:hunter2@smtp.tecto.com.br' }),
    (error: Error) => !error.message.includes('hunter2'),
  )
})

test('LEAD_MAIL_TO takes e-mail addresses and LEAD_MAIL_FROM one, with or without a name; anything else stops the start', () => {
  assert.is(readSettings({ LEAD_MAIL_TO: 'vendas@tecto.com.br, Ana <ana@tecto.com.br>' }).leadMailTo, 'vendas@tecto.com.br, Ana <ana@tecto.com.br>')
  assert.is(readSettings({ LEAD_MAIL_FROM: 'site@tecto.com.br' }).leadMailFrom, 'site@tecto.com.br')
  assert.is(readSettings({ LEAD_MAIL_FROM: '"Tecto, site" <site@tecto.com.br>' }).leadMailFrom, '"Tecto, site" <site@tecto.com.br>')
  for (const value of ['not-an-email', 'ana@', '@tecto.com.br', 'ana@localhost', 'ana@tecto.com.br; bcc@x.com', ',']) {
    assert.throws(() => readSettings({ LEAD_MAIL_TO: value }), /LEAD_MAIL_TO must be e-mail addresses separated by commas/, value)
  }
  for (const value of ['Site Tecto', 'Site <site@tecto>', 'a@tecto.com.br, b@tecto.com.br', 'Site <site@tecto.com.br']) {
    assert.throws(() => readSettings({ LEAD_MAIL_FROM: value }), /LEAD_MAIL_FROM must be an e-mail address, alone or as Name <address>/, value)
  }
})

test('origins and host names are checked, and a bad one is named with what it takes', () => {
  assert.throws(() => readSettings({ SITE_ORIGINS: 'https://tecto.com.br,bad' }), /SITE_ORIGINS must be an http\(s\) origin.*not "bad"/)
  assert.throws(() => readSettings({ SITE_ORIGINS: 'https://tecto.com.br/contato' }), /SITE_ORIGINS must be an http\(s\) origin/)
  assert.throws(() => readSettings({ VITE_SITE_ORIGIN: 'bad' }), /VITE_SITE_ORIGIN must be an http\(s\) origin.*not "bad"/)
  assert.throws(() => readSettings({ VITE_SITE_ORIGIN: 'ftp://tecto.com.br' }), /VITE_SITE_ORIGIN must be an http\(s\) origin/)
  assert.throws(() => readSettings({ VITE_BR_HOST: 'https://tecto.com.br' }), /VITE_BR_HOST must be a host name/)
  assert.throws(() => readSettings({ VITE_INTL_HOST: 'tecto tech' }), /VITE_INTL_HOST must be a host name/)
  assert.throws(() => readSettings({ VITE_API_BASE: 'api' }), /VITE_API_BASE must be a path such as \/api or an http\(s\) URL/)
  assert.is(readSettings({ VITE_SITE_ORIGIN: 'https://tecto.com.br/', VITE_BR_HOST: 'Tecto.com.br' }).siteOrigins[0], 'https://tecto.com.br')
  assert.throws(() => readSettings({ VITE_BR_HOST: '999.1.1.1' }), /VITE_BR_HOST must be a host name/)
})

test('an IP-address site origin is its own only origin (an address has no www. twin)', () => {
  assert.equal(readSettings({ VITE_SITE_ORIGIN: 'https://127.0.0.1:8443' }).siteOrigins, ['https://127.0.0.1:8443'])
  assert.equal(readSettings({ VITE_SITE_ORIGIN: 'https://[::1]:8443/' }).siteOrigins, ['https://[::1]:8443'])
})

test('HEALTH_TOKEN is optional, and refused when too short to keep the counts private', () => {
  assert.is(readSettings({}).healthToken, '')
  assert.is(readSettings({ HEALTH_TOKEN: 'a'.repeat(24) }).healthToken, 'a'.repeat(24))
  assert.throws(() => readSettings({ HEALTH_TOKEN: 'secret' }), /HEALTH_TOKEN must be at least 24 characters/)
})

test("the editor's GitHub app: both values or neither, and GitHub's address over https (http on loopback only)", () => {
  const app = { CMS_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef', CMS_GITHUB_CLIENT_SECRET: '0123456789abcdef0123456789abcdef01234567' }
  assert.is(readSettings({}).githubSignIn, undefined)
  assert.equal(readSettings(app).githubSignIn, {
    clientId: app.CMS_GITHUB_CLIENT_ID,
    clientSecret: app.CMS_GITHUB_CLIENT_SECRET,
    oauthUrl: 'https://github.com',
  })
  assert.is(readSettings({ ...app, CMS_GITHUB_OAUTH_URL: 'http://127.0.0.1:9999' }).githubSignIn?.oauthUrl, 'http://127.0.0.1:9999')
  assert.throws(() => readSettings({ CMS_GITHUB_CLIENT_ID: app.CMS_GITHUB_CLIENT_ID }), /CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET go together/)
  for (const url of ['http://github.com', 'https://user:pass@github.com', 'https://github.com/login', 'github.com']) {
    assert.throws(() => readSettings({ ...app, CMS_GITHUB_OAUTH_URL: url }), /CMS_GITHUB_OAUTH_URL must be an https origin/, url)
  }
  assert.throws(() => readSettings({ ...app, CMS_GITHUB_CLIENT_SECRET: 'with space in it' }), /CMS_GITHUB_CLIENT_SECRET must be/)
})

test.run()
