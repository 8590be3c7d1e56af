import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PO from 'pofile'
import { entryKey, isFuzzy, parsePo } from '../poEntries'

/** An old translation offered for review: `#, fuzzy`, with the source it was translated from (`#| msgid`). */
export type Suggestion = { translation: string; previous: { context?: string; id: string } }

/** What extraction keeps, as `msgmerge --previous` does: for each new untranslated message, the most similar old one's translation, fuzzy. */
export function suggestTranslations(before: string, after: string): Map<string, Suggestion> {
  if (!before) return new Map()
  const dir = mkdtempSync(join(tmpdir(), 'msgmerge-'))
  try {
    writeFileSync(join(dir, 'before.po'), before)
    writeFileSync(join(dir, 'after.po'), after)
    const merged = spawnSync('msgmerge', ['--previous', '--quiet', '--output-file=-', 'before.po', 'after.po'], { cwd: dir, encoding: 'utf8' })
    if (merged.status !== 0) throw new Error(`msgmerge (Debian package gettext) failed: ${merged.stderr || merged.error}`)
    const open = new Set(
      parsePo(after)
        .filter((entry) => entry.translation.trim() === '' || isFuzzy(entry))
        .map(entryKey),
    )
    const suggested = parsePo(merged.stdout).filter((entry) => !entry.obsolete && isFuzzy(entry) && entry.previous && open.has(entryKey(entry)))
    return new Map(suggested.map((entry) => [entryKey(entry), { translation: entry.translation, previous: entry.previous! }]))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

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
