import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { createI18n } from './i18n'
import { nodeI18n } from './nodeI18n'
import { readCatalog } from './poEntries'
import { icuText, SafeI18n } from './SafeI18n'

const english = compileMessageOrThrow('Kept for {days, plural, one {# day} other {# days}}')
// A translator's slip: the plural lost its `other` branch, so Lingui throws for any number that is not "one".
const brokenPortuguese = compileMessageOrThrow('Guardado por {days, plural, one {# dia}}')
const brokenSpanish = compileMessageOrThrow('Guardado {days, plural, one {# día}}')

/** What `run` logged with console.error, and what it returned. */
function logged<T>(run: () => T): { result: T; errors: string[] } {
  const errors: string[] = []
  const original = console.error
  console.error = (...args: unknown[]) => void errors.push(args.join(' '))
  try {
    return { result: run(), errors }
  } finally {
    console.error = original
  }
}

test('a translation that fails to format renders its English source with the same values, and its id is logged once', () => {
  const portuguese = new SafeI18n('pt-BR', { kept: brokenPortuguese }, { kept: english })
  // Another page's instance, on the same catalog text: its failure is not logged again.
  const nextPage = new SafeI18n('pt-BR', { kept: brokenPortuguese }, { kept: english })
  const { result, errors } = logged(() => [
    portuguese.t({ id: 'kept', values: { days: 30 } }),
    portuguese._('kept', { days: 1 }),
    nextPage._({ id: 'kept', values: { days: 7 } }),
  ])
  // Once the source is shown, it stays: "1 day" too, so a page never mixes the languages of one message.
  assert.equal(result, ['Kept for 30 days', 'Kept for 1 day', 'Kept for 7 days'])
  assert.is(errors.length, 1, errors.join('\n'))
  assert.ok(errors[0]!.includes('kept') && errors[0]!.includes('pt-BR'), errors[0])

  const spanish = new SafeI18n('es-ES', { kept: brokenSpanish }, { kept: english })
  const inSpanish = logged(() => spanish._('kept', { days: 2 }))
  assert.is(inSpanish.result, 'Kept for 2 days')
  assert.ok(inSpanish.errors.length === 1 && inSpanish.errors[0]!.includes('es-ES'), inSpanish.errors.join('\n'))
})

test('a message that formats is left alone', () => {
  const portuguese = new SafeI18n('pt-BR', { fine: compileMessageOrThrow('Guardado por {days, plural, one {# dia} other {# dias}}') }, { fine: english })
  const { result, errors } = logged(() => portuguese._('fine', { days: 30 }))
  assert.is(result, 'Guardado por 30 dias')
  assert.equal(errors, [])
})

test('when the English fails too, the raw source shows, and nothing throws', () => {
  const brokenEnglish = compileMessageOrThrow('Kept for {days, plural, one {# day}}')
  const portuguese = new SafeI18n('pt-BR', { both: brokenPortuguese }, { both: brokenEnglish })
  const { result, errors } = logged(() => portuguese._('both', { days: 30 }))
  assert.is(result, 'Kept for {days, plural, one {# day}}')
  assert.is(errors.length, 1)
})

test('in the browser, which has no sources, a message that fails to format shows its text as written, never throws', () => {
  const portuguese = new SafeI18n('pt-BR', { onPage: brokenPortuguese })
  const { result, errors } = logged(() => portuguese._('onPage', { days: 30 }))
  assert.is(result, 'Guardado por {days, plural, one {# dia}}')
  assert.is(errors.length, 1)
})

test("the site's and the lead server's instances fall back to the real English of the catalogs", async () => {
  const source = readCatalog('en-US').find((entry) => entry.id.startsWith('Tecto processes personal data'))!.id
  const id = generateMessageId(source)
  const broken = compileMessageOrThrow('A Tecto trata dados pessoais: apagamos o que você nos envia após {leadRetentionDays, plural, one {# dia}}.')
  for (const i18n of [await createI18n('pt-br'), nodeI18n('pt-br')]) {
    assert.instance(i18n, SafeI18n)
    // A copy of the catalog: the real one stays as it is for the other tests.
    const copy = new SafeI18n('pt-BR', { ...i18n.messages, [id]: broken }, (i18n as SafeI18n).sources)
    const { result, errors } = logged(() => copy._(id, { leadRetentionDays: 365 }))
    assert.ok(result.startsWith('Tecto processes personal data') && result.includes('365 days'), result)
    assert.ok(errors.length <= 1)
  }
})

test('a compiled message reads back as the ICU text it came from', () => {
  for (const message of [
    'Plain text',
    'Hello {name}, {count, number} items',
    'Kept for {days, plural, =0 {no days} one {# day} other {# days}}',
    '{kind, select, app {Your app} other {Your {count, plural, one {# product} other {# products}}}}',
    'Updated {updated, date, short}',
  ]) {
    assert.is(icuText(compileMessageOrThrow(message)), message)
  }
})

test('an uncompiled message is its own text', () => {
  assert.is(icuText('Kept for {days} days'), 'Kept for {days} days')
})

test.run()
