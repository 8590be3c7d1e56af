import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
