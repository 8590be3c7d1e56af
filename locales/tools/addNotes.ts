import PO from 'pofile'
import { entryKey, type PoEntry } from '../poEntries'
import { placeholderNotes } from './placeholderNotes'
import { isPortugueseOnly, portugueseOnlyNote } from './portugueseOnly'
import { whereNote } from './sourcePlaces'

/**
 * A catalog with what extraction drops put back: the "Where:" note, a note per placeholder, and on Portuguese-only messages
 * their note and the Portuguese text (`portuguese`) as translation, so no translator is asked for words no page shows.
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
