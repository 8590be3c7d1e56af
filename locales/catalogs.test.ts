import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { locales } from '../data/locales'
import { readCatalog } from './poEntries'

// Missing, fuzzy and malformed translations are `npm run i18n:check`'s (locales/tools/check.ts), a stage of its own.

test('every catalog holds the same messages', () => {
  const ids = locales.map(({ tag }) =>
    readCatalog(tag)
      .filter((e) => !e.obsolete)
      .map((e) => e.id)
      .sort(),
  )
  for (const [index, { tag }] of locales.entries()) assert.equal(ids[index], ids[0], tag)
})

test.run()
