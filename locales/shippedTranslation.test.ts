import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { CatalogFormatter } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import shipping from '../lingui.shipping.config'
import { shippedTranslation } from './shippedTranslation'
import { catalogFile } from './tools/catalogFiles'

/** What `run` warned with console.warn, and what it returned. */
async function warned<T>(run: () => T | Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warnings: string[] = []
  const original = console.warn
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '))
  try {
    return { result: await run(), warnings }
  } finally {
    console.warn = original
  }
}

test('a translation that does not compile ships as its English source, and a warning names where it is, once', async () => {
  const message = { source: 'Kept for {days} days', translation: 'Guardado por {days dias', fuzzy: false }
  const { result, warnings } = await warned(() => [
    shippedTranslation(message, () => 'locales/pt-BR.po:12'),
    shippedTranslation(message, () => 'locales/pt-BR.po:12'),
  ])
  assert.equal(result, ['Kept for {days} days', 'Kept for {days} days'])
  assert.is(warnings.length, 1, warnings.join('\n'))
  assert.ok(warnings[0]!.startsWith('locales/pt-BR.po:12: "Kept for {days} days": the translation does not compile'), warnings[0])
})

test('a fuzzy or empty translation ships as none (the fallback applies), a good one as it is', async () => {
  const { result, warnings } = await warned(() => [
    shippedTranslation({ source: 'Menu', translation: 'Menú', fuzzy: true }, () => 'x'),
    shippedTranslation({ source: 'Menu', translation: '', fuzzy: false }, () => 'x'),
    shippedTranslation({ source: 'Kept for {days} days', translation: 'Guardado durante {days} días', fuzzy: false }, () => 'x'),
  ])
  assert.equal(result, ['', '', 'Guardado durante {days} días'])
  assert.equal(warnings, [])
})

test("the build's catalog format ships the English for the Portuguese that does not compile, naming its line", async () => {
  const file = catalogFile('pt-BR')
  const portuguese = readFileSync(file, 'utf8')
  const from = '{{leadRetentionDays} dia} other {{leadRetentionDays} dias}} ou antes'
  assert.ok(portuguese.includes(from))
  const broken = portuguese.replace(from, '{{leadRetentionDays} dia} other {{leadRetentionDays} dias} ou antes')
  const format = shipping.format as CatalogFormatter
  const { result: catalog, warnings } = await warned(() => format.parse(broken, { locale: 'pt-BR', sourceLocale: 'en-US', filename: file }))
  const entry = Object.entries(catalog).find(([, message]) => message.message?.startsWith('Tecto processes personal data'))!
  assert.is(entry[1].translation, entry[1].message)
  assert.is(entry[0], generateMessageId(entry[1].message!))
  const line = portuguese.split('\n').findIndex((text) => text.startsWith('msgid "Tecto processes personal data')) + 1
  assert.equal(warnings.length, 1, warnings.join('\n'))
  assert.ok(warnings[0]!.startsWith(`locales/pt-BR.po:${line}: "Tecto processes personal data`), warnings[0])
  // Everything else ships as translated.
  assert.ok(Object.values(catalog).some((message) => message.translation === 'Produtos de IA'))
})

test.run()
