/**
 * One entry of a gettext PO file, as the catalog tools, the check and the lead server read it. Lingui keeps no
 * plural forms in PO (plurals are ICU inside one string), so an entry has one `msgstr`.
 */
export type PoEntry = {
  /** `msgctxt`, when two messages share their English but not their translation. */
  context?: string
  /** `msgid`: the English source text. */
  id: string
  /** `msgstr`. */
  translation: string
  /** `#,` flags, e.g. `fuzzy`. */
  flags: string[]
  /** `#.` notes for translators, from the code. */
  notes: string[]
  /** `#` comments translators write themselves. */
  translatorComments: string[]
  /** `#:` where the message is used. */
  references: string[]
  /** `#| msgctxt` and `#| msgid`: the source a fuzzy suggestion was translated from. */
  previous?: { context?: string; id: string }
  /** `#~`: no longer in the code. */
  obsolete: boolean
  /** The line of its `msgid` in the file, for messages that point at it. */
  line: number
}

/** A message's key in a catalog: its context and its source text. */
export const entryKey = (entry: { context?: string; id: string }) => `${entry.context ?? ''}\u0004${entry.id}`

/** Whether a translator still has to review an entry: `#, fuzzy` is a suggestion, never a final translation. */
export const isFuzzy = (entry: PoEntry) => entry.flags.includes('fuzzy')

const unescapePo = (text: string) => text.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' })[char] ?? char)

/** Parses a PO file's entries, the header (empty `msgid`) left out. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  const lines = text.split(/\r?\n/)
  let entry = blankEntry(0)
  // The keyword the current string continues: a `"…"` line appends to it.
  let field: 'context' | 'id' | 'translation' | 'previousContext' | 'previousId' | undefined
  let previous: { context?: string; id?: string } = {}
  let seenKeyword = false

  const finish = () => {
    if (seenKeyword && entry.id !== '') {
      if (previous.id !== undefined) entry.previous = { id: previous.id, ...(previous.context !== undefined ? { context: previous.context } : {}) }
      entries.push(entry)
    }
  }
  const append = (target: typeof field, value: string) => {
    if (target === 'previousContext') previous.context = (previous.context ?? '') + value
    else if (target === 'previousId') previous.id = (previous.id ?? '') + value
    else if (target === 'context') entry.context = (entry.context ?? '') + value
    else if (target) entry[target] += value
  }

  lines.forEach((raw, index) => {
    let line = raw.trim()
    if (line === '') return
    const obsolete = line.startsWith('#~')
    if (obsolete) line = line.slice(2).trim()
    const keyword = /^(msgctxt|msgid|msgstr)\b/.exec(line)?.[1]
    // Past an entry's msgid, any comment, msgctxt or msgid begins the next entry.
    if (seenKeyword && (line.startsWith('#') || keyword === 'msgctxt' || keyword === 'msgid')) {
      finish()
      entry = blankEntry(index + 1)
      previous = {}
      seenKeyword = false
      field = undefined
    }
    if (obsolete) entry.obsolete = true
    const string = /^(?:(#\|\s*)?(msgctxt|msgid|msgstr)\s+)?"(.*)"$/.exec(line)
    if (string) {
      const [, prev, keyword, value = ''] = string
      if (keyword) {
        field = prev
          ? keyword === 'msgctxt'
            ? 'previousContext'
            : 'previousId'
          : keyword === 'msgctxt'
            ? 'context'
            : keyword === 'msgid'
              ? 'id'
              : 'translation'
        if (!prev && keyword !== 'msgctxt') seenKeyword = true
        if (field === 'id') entry.line = index + 1
        if (field === 'context') entry.context = ''
      }
      append(field, unescapePo(value))
      return
    }
    if (line.startsWith('#|')) {
      const continued = /^#\|\s*"(.*)"$/.exec(line)
      if (continued) append(field, unescapePo(continued[1]!))
      return
    }
    if (line.startsWith('#,'))
      entry.flags.push(
        ...line
          .slice(2)
          .split(',')
          .map((flag) => flag.trim())
          .filter(Boolean),
      )
    else if (line.startsWith('#.')) entry.notes.push(line.slice(2).trim())
    else if (line.startsWith('#:')) entry.references.push(...line.slice(2).trim().split(/\s+/).filter(Boolean))
    else if (line.startsWith('#')) entry.translatorComments.push(line.slice(1).trim())
  })
  finish()
  return entries
}

function blankEntry(line: number): PoEntry {
  return { id: '', translation: '', flags: [], notes: [], translatorComments: [], references: [], obsolete: false, line }
}
