import { readFileSync } from 'node:fs'
import PO from 'pofile'
import type { LocaleTag } from '../data/locales'

/** One message of a PO catalog: its id, translation and the translator's context. */
export type CatalogEntry = { id: string; translation: string; comments: string[]; obsolete: boolean }

/** Reads `locales/<tag>.po` (Node only: tests and tooling). */
export function readCatalog(tag: LocaleTag): CatalogEntry[] {
  const file = new URL(`./${tag}.po`, import.meta.url)
  const po = PO.parse(readFileSync(file, 'utf8'))
  return po.items.map((item) => ({
    id: item.msgid,
    translation: item.msgstr.join(''),
    comments: item.extractedComments,
    obsolete: item.obsolete,
  }))
}
