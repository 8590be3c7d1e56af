import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { locales } from '../data/locales'
import { readCatalog } from './readCatalog'

// Missing, fuzzy and malformed translations are `npm run i18n:check`'s (locales/tools/check.ts), a stage of its own.

test('every catalog holds the same messages', () => {
  const ids = locales.map(({ tag }) =>
    readCatalog(tag)
      .filter((e) => !e.obsolete)
      .map((e) => e.id)
      .sort(),
  )
  assert.equal(ids[1], ids[0])
  assert.equal(ids[2], ids[0])
})

test.run()
