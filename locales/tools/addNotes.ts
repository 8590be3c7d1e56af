import PO from 'pofile'
import { entryKey, type PoEntry } from '../poEntries'
import { placeholderNotes } from './placeholderNotes'
import { isPortugueseOnly, portugueseOnlyNote } from './portugueseOnly'
import { whereNote } from './sourcePlaces'

/**
 * A catalog's text with what extraction drops put back on every message: the "Where:" note (sourcePlaces.ts), a note
 * for each placeholder (placeholderNotes.ts), and on the Portuguese-only messages their note and, given the Portuguese
 * catalog (`portuguese`), its text as the translation, so no translator is asked for words no page shows.
 */
export function addNotes(text: string, portuguese?: PoEntry[]): string {
  const po = PO.parse(text)
  const ptTranslations = new Map((portuguese ?? []).map((entry) => [entryKey(entry), entry.translation]))
  for (const item of po.items.filter((i) => !i.obsolete)) {
    const portugueseOnly = isPortugueseOnly(item.references)
    const notes = [portugueseOnly ? portugueseOnlyNote : undefined, whereNote(item.references), ...placeholderNotes(item.msgid)]
    for (const note of notes) if (note && !item.extractedComments.includes(note)) item.extractedComments.push(note)
    const translation = portugueseOnly && ptTranslations.get(entryKey({ context: item.msgctxt ?? undefined, id: item.msgid }))
    if (translation) item.msgstr = [translation]
  }
  return po.toString()
}
