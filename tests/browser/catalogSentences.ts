import { locales, type LocaleTag } from '../../data/locales'
import { readCatalog } from '../../locales/poEntries'
import { contentTexts } from './contentTexts'

/** Sentences shorter than this are too likely to be shared between languages (names, "Tecto Ltda."). */
export const minWords = 4

/**
 * Placeholders: Lingui's `{0}`, `{name}`, `<0>`, `</0>`, `<0/>`, and the content files' `{{name}}`; the page shows other
 * text in their place.
 */
const placeholder = /\{\{[^}]*\}\}|\{[^}]*\}|<\/?\d+\/?>/g

/** Collapses white space the way the tests compare text. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** A message's text with a space where each placeholder was. */
export function withoutPlaceholders(message: string): string {
  return normalize(message.replace(placeholder, ' '))
}

/** The runs of text of a message between its placeholders and line breaks that have at least `minWords` words. */
export function sentences(message: string): string[] {
  return message
    .split(placeholder)
    .flatMap((part) => part.split(/\n+/))
    .map(normalize)
    .filter((part) => part.split(' ').length >= minWords)
}

/** Each message's text in one locale (the translation, or for the source locale its source text), and each content entry's. */
function texts(tag: LocaleTag): Map<string, string> {
  return new Map([...catalogTexts(tag), ...contentTexts(tag)])
}

/** Each catalog message's text in one locale. */
function catalogTexts(tag: LocaleTag): Map<string, string> {
  return new Map(
    readCatalog(tag)
      .filter((entry) => !entry.obsolete && entry.id !== '')
      .map((entry) => {
        const explicitId = entry.notes.includes('js-lingui-explicit-id')
        // The source locale's PO may leave msgstr empty: Lingui then shows the msgid, when it is the source text.
        const fallback = tag === 'en-US' && !explicitId ? entry.id : ''
        return [entry.id, entry.translation || fallback]
      }),
  )
}

/** A sentence of another locale's catalog, and that locale. */
export type ForeignSentence = { sentence: string; from: LocaleTag }

const cache = new Map<LocaleTag, ForeignSentence[]>()

/**
 * The sentences that must not appear on a page in `tag`: those of every other locale's translation
 * of a message, unless that same message's text in `tag` contains it too.
 */
export function foreignSentences(tag: LocaleTag): ForeignSentence[] {
  const cached = cache.get(tag)
  if (cached) return cached
  const own = texts(tag)
  const found = new Map<string, LocaleTag>()
  for (const other of locales.map((l) => l.tag).filter((t) => t !== tag)) {
    for (const [id, text] of texts(other)) {
      const mine = normalize(own.get(id) ?? '')
      for (const sentence of sentences(text)) {
        if (!mine.includes(sentence) && !found.has(sentence)) found.set(sentence, other)
      }
    }
  }
  const result = [...found].map(([sentence, from]) => ({ sentence, from }))
  cache.set(tag, result)
  return result
}

/** What is wrong with a page's text in `tag`: no text at all, or each sentence of another language it holds. */
export function mixedLanguageProblems(text: string, tag: LocaleTag): string[] {
  if (!normalize(text)) return ['the page shows no text']
  const shown = normalize(text)
  return foreignSentences(tag)
    .filter(({ sentence }) => shown.includes(sentence))
    .map(({ sentence, from }) => `${from} sentence: ${sentence}`)
}
