import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import PO from 'pofile'

// IA Notícia is Portuguese only, and the company fixed two of its labels in Portuguese (docs/product/pages.md). Their English source text
// carries the context "IA Notícia"; once the catalogs hold them, the Portuguese must be those words.
const specLabels = { 'Relevance score': 'Grau de relevância', World: 'Mundo' }

test("the Portuguese catalog translates the IA Notícia labels with the company's own words", () => {
  const po = PO.parse(readFileSync(resolve(import.meta.dirname, '../../locales/pt-BR.po'), 'utf8'))
  for (const [source, portuguese] of Object.entries(specLabels)) {
    const entries = po.items.filter((item) => item.msgctxt === 'IA Notícia' && item.msgid === source && !item.obsolete)
    // A label that left the catalog (renamed, or its context dropped) must fail here, not pass unchecked.
    assert.is(entries.length, 1, `one catalog entry for "${source}" in the context "IA Notícia"`)
    assert.is(entries[0]!.msgstr.join(''), portuguese, source)
  }
})

test.run()
