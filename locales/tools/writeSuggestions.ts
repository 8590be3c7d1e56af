import PO from 'pofile'
import { entryKey } from '../poEntries'
import type { Suggestion } from './suggestTranslations'

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`

/** A PO file with each suggestion as a fuzzy translation and its `#| msgid` source, written with Lingui's PO library so nothing else moves. */
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
