import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { locales } from '../data/locales'
import { readCatalog } from './readCatalog'

for (const { tag } of locales) {
  test(`every message of the ${tag} catalog has a translation`, () => {
    const missing = readCatalog(tag).filter((entry) => !entry.obsolete && entry.translation.trim() === '')
    assert.equal(missing.map((entry) => entry.id), [], `${missing.length} message(s) untranslated in ${tag}.po`)
  })
}

test('every catalog holds the same messages', () => {
  const ids = locales.map(({ tag }) => readCatalog(tag).filter((e) => !e.obsolete).map((e) => e.id).sort())
  assert.equal(ids[1], ids[0])
  assert.equal(ids[2], ids[0])
})

test('the Portuguese and Spanish catalogs are translated, not copies of the English source', () => {
  const english = new Map(readCatalog('en-US').map((e) => [e.id, e.translation]))
  for (const tag of ['pt-BR', 'es-ES'] as const) {
    const entries = readCatalog(tag).filter((e) => !e.obsolete && e.translation.split(' ').length >= 4)
    const copied = entries.filter((e) => e.translation === english.get(e.id))
    assert.ok(copied.length <= entries.length / 10, `${tag}: ${copied.length} long messages identical to English`)
  }
})

test.run()
