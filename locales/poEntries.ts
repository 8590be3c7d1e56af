import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'

/** One entry of a PO file: `msgctxt` context, `msgid` id (the English), `msgstr` translation (plurals as ICU), `#,` flags, `#.` notes,
 * `#` translatorComments, `#:` references, `#|` previous (a fuzzy suggestion's source), `#~` obsolete, and its `msgid`'s line. */
export type PoEntry = {
  context?: string
  id: string
  translation: string
  flags: string[]
  notes: string[]
  translatorComments: string[]
  references: string[]
  previous?: { context?: string; id: string }
  obsolete: boolean
  line: number
}

export const entryKey = (entry: { context?: string; id: string }) => `${entry.context ?? ''}\u0004${entry.id}`

/** Whether a translator still has to review an entry: `#, fuzzy` is a suggestion, never a final translation. */
export const isFuzzy = (entry: PoEntry) => entry.flags.includes('fuzzy')

const unescapePo = (text: string) => text.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' })[char] ?? char)

/** Parses a PO file's entries with pofile (Lingui's own PO library), the header left out. */
export function parsePo(text: string): PoEntry[] {
  const items = PO.parse(text).items
  const places = msgidPlaces(text)
  if (places.length !== items.length) throw new Error(`PO text: ${items.length} entries, but ${places.length} msgid lines`)
  return items.map((item, index) => ({
    ...(item.msgctxt != null ? { context: item.msgctxt } : {}),
    id: item.msgid,
    translation: item.msgstr.join(''),
    flags: Object.keys(item.flags).map((flag) => flag.trim()),
    notes: item.extractedComments,
    translatorComments: item.comments,
    references: item.references.flatMap((reference) => reference.split(/\s+/)).filter(Boolean),
    obsolete: item.obsolete,
    ...places[index]!,
  }))
}

/** What pofile does not keep, per entry in file order: its `msgid`'s line and its `#|` source lines (the header's `msgid ""` skipped). */
function msgidPlaces(text: string): Pick<PoEntry, 'line' | 'previous'>[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim().replace(/^#~\s*/, ''))
  const places: Pick<PoEntry, 'line' | 'previous'>[] = []
  let previous: { msgctxt?: string; msgid?: string } = {}
  let field: 'msgctxt' | 'msgid' = 'msgid'
  lines.forEach((line, index) => {
    const earlier = /^#\|\s*(?:(msgctxt|msgid)\s+)?"(.*)"$/.exec(line)
    if (earlier) {
      field = (earlier[1] as typeof field | undefined) ?? field
      previous[field] = (previous[field] ?? '') + unescapePo(earlier[2]!)
    } else if (/^msgid\s/.test(line)) {
      if (line === 'msgid ""' && !lines[index + 1]?.startsWith('"')) return
      const { msgctxt: context, msgid: id } = previous
      places.push({ line: index + 1, ...(id !== undefined ? { previous: { id, ...(context !== undefined ? { context } : {}) } } : {}) })
      previous = {}
    }
  })
  return places
}

export const catalogFile = (tag: string) => fileURLToPath(new URL(`./${tag}.po`, import.meta.url))

/** A locale's catalog as on disk (Node only: the lead server, tools and tests). */
export const readCatalog = (tag: string) => parsePo(readFileSync(catalogFile(tag), 'utf8'))
