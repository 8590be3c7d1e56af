import PO from 'pofile'
import { entryKey, type PoEntry } from '../poEntries'

/**
 * Where the pages shown in Portuguese only take their text: the IA Notícia demo exists at /pt-br/ia-noticia alone
 * (data/routes.ts). Its messages are translated into Portuguese and never shown in another language.
 */
export const portugueseOnlySources = ['components/iaNoticia/', 'pages/ia-noticia/', 'pages/ia-noticia-artigo/', 'data/iaNoticia.ts']

/** The note extraction writes on each such message, in every catalog. */
export const portugueseOnlyNote = 'Shown in Portuguese only (IA Notícia): other catalogs carry the Portuguese, nothing to translate.'

/** Whether every place that uses a message is a Portuguese-only page. */
export const isPortugueseOnly = (references: string[]) =>
  references.length > 0 && references.every((reference) => portugueseOnlySources.some((source) => reference.startsWith(source)))

/**
 * A catalog's text with its Portuguese-only messages marked: the note on each, and, outside Portuguese, the
 * Portuguese text as the translation, so no translator is asked for words no page shows.
 */
export function markPortugueseOnly(text: string, portuguese: PoEntry[] | undefined): string {
  const po = PO.parse(text)
  const ptTranslations = new Map((portuguese ?? []).map((entry) => [entryKey(entry), entry.translation]))
  for (const item of po.items) {
    if (item.obsolete || !isPortugueseOnly(item.references)) continue
    if (!item.extractedComments.includes(portugueseOnlyNote)) item.extractedComments.push(portugueseOnlyNote)
    const translation = ptTranslations.get(entryKey({ context: item.msgctxt ?? undefined, id: item.msgid }))
    if (portuguese && translation) item.msgstr = [translation]
  }
  return po.toString()
}
