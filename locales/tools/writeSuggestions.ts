import PO from 'pofile'
import { entryKey } from '../poEntries'
import type { Suggestion } from './suggestTranslations'

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`

/**
 * A PO file's text with the suggestions filled in: each one's entry gets its old translation, `#, fuzzy` and
 * `#| msgctxt` / `#| msgid` lines naming the source it was translated from, which Poedit and Weblate show as a
 * diff. Written with the same library as Lingui's, so nothing else in the file moves.
 */
export function writeSuggestions(text: string, suggestions: Map<string, Suggestion>): string {
  const po = PO.parse(text)
  for (const item of po.items) {
    const suggestion = item.obsolete ? undefined : suggestions.get(entryKey({ context: item.msgctxt ?? undefined, id: item.msgid }))
    if (!suggestion) continue
    item.msgstr = [suggestion.translation]
    item.flags = { ...item.flags, fuzzy: true }
    const lines = item.toString().split('\n')
    const at = lines.findIndex((line) => /^(msgctxt|msgid) /.test(line))
    const { context, id } = suggestion.previous
    lines.splice(at, 0, ...(context !== undefined ? [`#| msgctxt ${quote(context)}`] : []), `#| msgid ${quote(id)}`)
    item.toString = () => lines.join('\n')
  }
  return po.toString()
}
