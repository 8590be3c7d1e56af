import { entryKey, isFuzzy, type PoEntry } from '../poEntries'
import { similarity, suggestionThreshold } from './similarity'

/** An old translation offered for review: `#, fuzzy`, with the source it was translated from (`#| msgid`). */
export type Suggestion = { translation: string; previous: { context?: string; id: string } }

/**
 * What extraction must not lose, the way `msgmerge --previous` keeps it: for each message of the new catalog
 * (`after`) that has no translation, the translation of the most similar message that left the catalog, as a
 * fuzzy suggestion; and for each suggestion still waiting for review, the source it came from, which Lingui's
 * writer drops. Keys are `entryKey`s of `after`.
 */
export function suggestTranslations(before: PoEntry[], after: PoEntry[]): Map<string, Suggestion> {
  const current = after.filter((entry) => !entry.obsolete)
  const stillThere = new Set(current.map(entryKey))
  // Messages whose source changed or vanished, with a translation worth offering.
  const gone = before.filter((entry) => !stillThere.has(entryKey(entry)) && entry.translation.trim() !== '')
  const pending = new Map(before.filter((entry) => isFuzzy(entry) && entry.previous).map((entry) => [entryKey(entry), entry.previous!]))

  const suggestions = new Map<string, Suggestion>()
  for (const entry of current) {
    const key = entryKey(entry)
    if (entry.translation.trim() !== '') {
      const previous = pending.get(key)
      if (previous && isFuzzy(entry)) suggestions.set(key, { translation: entry.translation, previous })
      continue
    }
    const match = closest(entry, gone)
    if (match)
      suggestions.set(key, { translation: match.translation, previous: { id: match.id, ...(match.context !== undefined ? { context: match.context } : {}) } })
  }
  return suggestions
}

/** The departed message most like `entry`, when alike enough; the same context wins a tie. */
function closest(entry: PoEntry, candidates: PoEntry[]): PoEntry | undefined {
  let best: { entry: PoEntry; score: number } | undefined
  for (const candidate of candidates) {
    // A cheap bound first: texts of very different lengths cannot reach the threshold.
    const [short, long] = [candidate.id.length, entry.id.length].sort((x, y) => x - y) as [number, number]
    if ((2 * short) / (short + long) < suggestionThreshold) continue
    const score = similarity(candidate.id, entry.id) + (candidate.context === entry.context ? 1e-6 : 0)
    if (score >= suggestionThreshold && (!best || score > best.score)) best = { entry: candidate, score }
  }
  return best?.entry
}
