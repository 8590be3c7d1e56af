import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { CatalogFormatter } from '@lingui/conf'
import shipping from '../lingui.shipping.config'
import { catalogFile, parsePo } from './poEntries'
import { shippedTranslation } from './shippedTranslation'
import { catalogProblems } from './tools/catalogProblems'

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

// The translator's slips the site must never show (docs/translating/workflow.md), each with its English source.
const slips = [
  { source: 'Kept for {days} days', translation: 'Guardado por {days dias', problem: 'does not compile' },
  { source: 'Is the <0>key</0>', translation: 'Es la <0>clave</1>', problem: 'tags differ' },
  { source: '{number} of {total}', translation: '{number} de', problem: '{total} missing' },
  { source: '{n, plural, one {# day} other {# days}}', translation: '{n, plural, one {# día}}', problem: 'no "other" branch' },
  // Lingui shows tags out of order as they are typed: "Lea </0>los términos<0>".
  { source: 'Read <0>the terms</0>', translation: 'Lea </0>los términos<0>', problem: 'tags are not nested' },
  // A select's renamed branch shows its `other`; a plural made a select shows "#" as is, made plain loses its grammar.
  { source: '{role, select, ceo {Chief} other {Team}}', translation: '{role, select, cEO {Jefe} other {Equipo}}', problem: 'branches' },
  { source: '{n, plural, one {# day} other {# days}}', translation: '{n, select, one {# día} other {# días}}', problem: '{n} is' },
  { source: '{n, plural, one {# day} other {# days}}', translation: '{n} días', problem: '{n} is' },
]

test('a translation that breaks the rule ships as its English source, and one warning names where it is and what is wrong', async () => {
  for (const { problem, ...slip } of slips) {
    const message = { ...slip, fuzzy: false }
    const { result, warnings } = await warned(() => [
      shippedTranslation(message, 'es-ES', () => 'locales/es-ES.po:12'),
      shippedTranslation(message, 'es-ES', () => 'locales/es-ES.po:12'),
    ])
    assert.equal(result, [slip.source, slip.source])
    assert.is(warnings.length, 1, warnings.join('\n'))
    assert.ok(warnings[0]!.startsWith(`locales/es-ES.po:12: "${slip.source}": `), warnings[0])
    assert.ok(warnings[0]!.includes(problem), warnings[0])
  }
})

test('a fuzzy or empty translation ships as none (the fallback applies), a good one as it is', async () => {
  const { result, warnings } = await warned(() => [
    shippedTranslation({ source: 'Menu', translation: 'Menú', fuzzy: true }, 'es-ES', () => 'x'),
    shippedTranslation({ source: 'Menu', translation: '', fuzzy: false }, 'es-ES', () => 'x'),
    shippedTranslation({ source: 'Kept for {days} days', translation: 'Guardado durante {days} días', fuzzy: false }, 'es-ES', () => 'x'),
  ])
  assert.equal(result, ['', '', 'Guardado durante {days} días'])
  assert.equal(warnings, [])
})

test("the build's catalog format ships the English of the three slips in Spanish, naming the lines npm run i18n:check names", async () => {
  const file = catalogFile('es-ES')
  let spanish = readFileSync(file, 'utf8')
  const edits = [
    ['<0>clave para mantener la competitividad</0>', '<0>clave para mantener la competitividad</1>'],
    ['msgstr "{number} de {total}"', 'msgstr "Diapositiva {number}"'],
    [
      '{leadRetentionDays, plural, one {{leadRetentionDays} día} other {{leadRetentionDays} días}}',
      '{leadRetentionDays, plural, one {{leadRetentionDays} día}}',
    ],
  ]
  for (const [from, to] of edits) {
    assert.ok(spanish.includes(from!), from)
    spanish = spanish.replace(from!, to!)
  }
  const format = shipping.format as CatalogFormatter
  const { result: catalog, warnings } = await warned(() => format.parse(spanish, { locale: 'es-ES', sourceLocale: 'en-US', filename: file }))
  const broken = ['Artificial intelligence is the <0>key', '{number} of {total}', 'Tecto processes personal data']
  for (const start of broken) {
    const message = Object.values(catalog).find((m) => m.message?.startsWith(start))!
    assert.is(message.translation, message.message, start)
  }
  // Where and which message, as each names it: `locales/es-ES.po:739: "Artificial inte`.
  const head = (line: string) => line.slice(0, line.indexOf('"') + 16)
  const checked = catalogProblems('locales/es-ES.po', 'es-ES', parsePo(spanish)).map((p) => head(`locales/es-ES.po:${p.line}: "${p.message}"`))
  assert.is(checked.length, 3, checked.join('\n'))
  assert.equal(warnings.map(head), checked)
  // Everything else ships as translated.
  assert.ok(Object.values(catalog).some((message) => message.translation === 'Software que impulsa tu negocio'))
})

test.run()
