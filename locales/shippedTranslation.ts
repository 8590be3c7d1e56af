import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { isFuzzy, type PoEntry } from './poEntries'
import { translationProblems } from './translationProblems'

/** A catalog message as the build and the lead server read it: its English source, its translation, whether it is fuzzy. */
export type CatalogMessage = { source: string; translation: string; fuzzy: boolean }

// A catalog is read more than once per build (every locale's catalog reads its fallbacks'): one warning per message.
const warned = new Set<string>()

/** A message cut to one line of a report. */
export const shorten = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}…` : text)

/** The translation the site ships: none for a fuzzy one; the English source, with a warning, for one that breaks translationProblems.ts's rule. */
export function shippedTranslation({ source, translation, fuzzy }: CatalogMessage, tag: string, where: () => string): string {
  if (fuzzy || translation === '') return ''
  const problems = translationProblems(source, translation, tag)
  if (problems.length === 0) return translation
  const warning = `${where()}: "${shorten(source)}": ${problems.join('; ')}. The site shows the English source until the translation is fixed (npm run i18n:check)`
  if (!warned.has(warning)) {
    warned.add(warning)
    console.warn(warning)
  }
  return source
}

/** A catalog's shipped translations by Lingui id ('' where none ships); `file` is where warnings say it is. */
export function shippedTranslations(entries: PoEntry[], tag: string, file: string): Map<string, string> {
  return new Map(
    entries
      .filter((entry) => !entry.obsolete)
      .map((entry) => {
        const message = { source: entry.id, translation: entry.translation, fuzzy: isFuzzy(entry) }
        return [generateMessageId(entry.id, entry.context), shippedTranslation(message, tag, () => `${file}:${entry.line}`)]
      }),
  )
}
