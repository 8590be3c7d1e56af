import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parsePo } from '../locales/poEntries'

// A claim's figure lives in claims.ts only: a message that wrote it by hand would go on stating the old figure, in
// every language, once marketing changes it. The source catalog (English) holds every message the pages state.
const handWrittenClaims = [/\d+ business days?/, /\d[\d,.]*\+? (qualified |senior |tech )*professionals/, /\d+\+? years/, /\d+ million/]

test('no message states a claim with its figure written in: it takes it from data/claims.ts', () => {
  const messages = parsePo(readFileSync('locales/en-US.po', 'utf8'))
    .filter((entry) => !entry.obsolete)
    .map((entry) => entry.id)
  assert.ok(messages.length > 100, `${messages.length} messages read`)
  const written = messages.filter((message) => handWrittenClaims.some((claim) => claim.test(message)))
  assert.equal(written, [])
})

test.run()
