import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSettingRules as rules, readBuildSettings } from './settingRules'

test('unset build-time settings take their defaults', () => {
  assert.equal(
    [rules.VITE_SITE_ORIGIN(), rules.VITE_API_BASE(), rules.VITE_GTM_IDS(), rules.VITE_META_PIXEL_ID(), rules.VITE_BR_HOST()],
    ['https://tecto.com.br', '/api', [], '', ''],
  )
  assert.not.throws(() => readBuildSettings({ VITE_SITE_ORIGIN: ' ', VITE_API_BASE: '' }))
})

test('good values are read as the pages and the server use them', () => {
  assert.is(rules.VITE_SITE_ORIGIN('https://tecto.com.br/'), 'https://tecto.com.br')
  assert.is(rules.VITE_SITE_ORIGIN('http://127.0.0.1:4173'), 'http://127.0.0.1:4173')
  assert.is(rules.VITE_SITE_ORIGIN('https://[::1]:8443/'), 'https://[::1]:8443')
  // A last label of digits is an IP address, and no URL has a host like `999.1.1.1`.
  assert.throws(() => rules.VITE_BR_HOST('999.1.1.1'), /VITE_BR_HOST must be a host name/)
  assert.equal([rules.VITE_API_BASE('/api/'), rules.VITE_API_BASE('https://api.tecto.com.br/v1')], ['/api', 'https://api.tecto.com.br/v1'])
  assert.equal(rules.VITE_GTM_IDS('GTM-TEST001, GTM-AB12CD3'), ['GTM-TEST001', 'GTM-AB12CD3'])
  assert.is(rules.VITE_META_PIXEL_ID('100000000000001'), '100000000000001')
  assert.is(rules.VITE_INTL_HOST('Tecto.Tech'), 'tecto.tech')
})

test('every bad value is named in one error, with what its variable takes', () => {
  const bad = {
    VITE_SITE_ORIGIN: 'bad',
    VITE_API_BASE: 'api',
    VITE_GTM_IDS: 'GTM-OK1,UA-123',
    VITE_META_PIXEL_ID: 'px-1',
    VITE_BR_HOST: 'https://tecto.com.br',
    VITE_INTL_HOST: 'tecto.tech:443',
    VITE_PSEUDO_LOCALE: 'yes',
  }
  try {
    readBuildSettings(bad)
    assert.unreachable('the settings were taken')
  } catch (error) {
    const message = (error as Error).message
    for (const expected of [
      'VITE_SITE_ORIGIN must be an http(s) origin, scheme and host with no path (e.g. https://tecto.com.br), not "bad"',
      'VITE_API_BASE must be a path such as /api or an http(s) URL such as https://api.tecto.com.br, not "api"',
      'VITE_GTM_IDS must list Google Tag Manager ids such as GTM-AB12CD3, separated by commas; "UA-123" is not one',
      'VITE_META_PIXEL_ID must be the Meta pixel\'s id, digits only, not "px-1"',
      'VITE_BR_HOST must be a host name such as tecto.com.br (no scheme, path or port), not "https://tecto.com.br"',
      'VITE_INTL_HOST must be a host name such as tecto.com.br (no scheme, path or port), not "tecto.tech:443"',
      'VITE_PSEUDO_LOCALE must be 1 or unset, not "yes"',
    ]) {
      assert.ok(message.includes(expected), `missing: ${expected}\nin: ${message}`)
    }
  }
})

test('a bad build-time setting stops the build before it writes anything, naming the variable', () => {
  // The output folder must be inside the project (vite-plugins/outDir.ts); .builds/ is ignored by git.
  mkdirSync('.builds', { recursive: true })
  const outDir = mkdtempSync(join(process.cwd(), '.builds', 'bad-setting-'))
  try {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
      env: { ...process.env, VITE_SITE_ORIGIN: 'bad', TECTO_OUT_DIR: outDir },
      encoding: 'utf8',
      timeout: 120_000,
    })
    assert.is.not(build.status, 0)
    assert.match(build.stderr + build.stdout, 'VITE_SITE_ORIGIN must be an http(s) origin')
    assert.equal(readdirSync(outDir), [])
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})

test.run()
