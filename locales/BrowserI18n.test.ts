import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { I18n, type Messages } from '@lingui/core'
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { locales } from '../data/locales'
import { BrowserI18n } from './BrowserI18n'
import { readCatalog } from './readCatalog'

/** The placeholders of a compiled message, with the kind of value each takes. */
function placeholders(message: CompiledMessage | string, found = new Map<string, 'number' | 'text'>()) {
  if (typeof message === 'string') return found
  for (const token of message) {
    if (typeof token === 'string') continue
    const [name, type, style] = token as [string, string?, unknown?]
    const numeric = type === 'plural' || type === 'selectordinal' || type === 'number'
    if (numeric || !found.has(name)) found.set(name, numeric ? 'number' : 'text')
    if (style && typeof style === 'object') for (const branch of Object.values(style)) if (Array.isArray(branch)) placeholders(branch as CompiledMessage, found)
  }
  return found
}

/** Values to try a message with: plural cases and exact matches, large numbers, a select's own case and its other. */
const numbers = [0, 1, 2, 3, 5, 21, 1000, 1234567.5]

for (const { tag } of locales) {
  test(`${tag}: every message of the catalog formats as Lingui formats it, with numbers, plurals and selects`, () => {
    const messages: Messages = {}
    for (const { id, translation, obsolete } of readCatalog(tag)) if (!obsolete && translation) messages[id] = compileMessage(translation)
    const lingui = new I18n({ locale: tag, messages: { [tag]: messages } })
    const browser = new BrowserI18n(tag, messages)
    let compared = 0
    for (const [id, message] of Object.entries(messages)) {
      const kinds = [...placeholders(message)]
      const tries = kinds.some(([, kind]) => kind === 'number') ? numbers : [0]
      for (const number of tries) {
        for (const text of ['other', 'pt-br', 'Ana']) {
          const values = Object.fromEntries(kinds.map(([name, kind]) => [name, kind === 'number' ? number : text]))
          assert.is(browser._(id, values), lingui._(id, values), `${id} with ${JSON.stringify(values)}`)
          compared++
        }
      }
    }
    assert.ok(compared > 500, `${compared} comparisons`)
  })
}

/** ICU features the catalogs may come to use, each formatted as Lingui formats it. */
const features = {
  octothorpe: '{n, plural, one {# day} other {# days}}',
  exact: '{n, plural, =0 {none} one {one} other {# of them}}',
  offset: '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
  ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  nested: '{n, plural, one {{n, number} character} other {{n, number} characters, {who, select, team {for the team} other {for {who}}}}}',
  number: '{n, number} / {n, number, percent}',
  date: '{when, date} · {when, date, short} · {when, date, long} · {when, date, full} · {when, time, short}',
  escape: 'caf\\u00e9 {who}',
}

for (const { tag } of locales) {
  test(`${tag}: plurals with # and exact cases, offsets, ordinals, nesting, numbers and dates format as Lingui's`, () => {
    const messages = Object.fromEntries(Object.entries(features).map(([id, icu]) => [id, compileMessage(icu)]))
    const lingui = new I18n({ locale: tag, messages: { [tag]: messages } })
    const browser = new BrowserI18n(tag, messages)
    const when = new Date(Date.UTC(2026, 10, 26, 15, 4, 5))
    for (const id of Object.keys(features)) {
      for (const n of [0, 1, 2, 3, 4, 11, 22, 1000, 0.5, 1234567.25]) {
        for (const who of ['team', 'Ana']) {
          const values = { n, who, when }
          assert.is(browser._(id, values), lingui._(id, values), `${id} with ${JSON.stringify(values)}`)
        }
      }
    }
  })
}

test('numbers in the page’s language, as Lingui’s i18n.number', () => {
  const browser = new BrowserI18n('pt-BR', {})
  const lingui = new I18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } })
  for (const options of [undefined, { style: 'percent' } as const, { style: 'currency', currency: 'USD', notation: 'compact' } as const]) {
    assert.is(browser.number(0.875, options), lingui.number(0.875, options))
    assert.is(browser.number(12_500_000, options), lingui.number(12_500_000, options))
  }
})

test('a message the page lacks is announced and shows its descriptor’s text, else its id', () => {
  const browser = new BrowserI18n('en-US', {})
  const missing: string[] = []
  const unsubscribe = browser.on('missing', ({ id }) => missing.push(id))
  assert.is(browser._({ id: 'abc', message: 'Hello' }), 'Hello')
  assert.is(browser._('xyz'), 'xyz')
  unsubscribe()
  browser._('later')
  assert.equal(missing, ['abc', 'xyz'])
})

test('a message that fails to format shows its text as written, once logged, never throws', () => {
  const broken = { id1: [['count', 'plural', { one: ['# item'] }]] } as unknown as Messages
  const browser = new BrowserI18n('en-US', broken)
  const logged: unknown[] = []
  const error = console.error
  console.error = (...args: unknown[]) => logged.push(args)
  try {
    assert.is(browser._('id1', { count: 5 }), '{count, plural, one {# item}}')
    browser._('id1', { count: 6 })
  } finally {
    console.error = error
  }
  assert.is(logged.length, 1)
})

test('t is _, as useLingui hands it out', () => {
  const browser = new BrowserI18n('es-ES', { greet: compileMessage('Hola, {name}') })
  assert.is(browser.t('greet', { name: 'Ana' }), 'Hola, Ana')
})

test.run()
