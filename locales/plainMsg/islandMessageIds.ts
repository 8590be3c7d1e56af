import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { PoEntry } from '../poEntries.ts'

/** The ids of the messages each island can show: those whose catalog references name a file it imports, at once or later. */
export function islandMessageIds(islands: string[], importsOf: (file: string) => string[], entries: PoEntry[]): Record<string, string[]> {
  const idsOfFile = new Map<string, string[]>()
  for (const entry of entries) {
    for (const file of entry.references) idsOfFile.set(file, [...(idsOfFile.get(file) ?? []), generateMessageId(entry.id, entry.context)])
  }
  return Object.fromEntries(
    islands.map((island) => {
      const files = new Set([island])
      // A Set iterates over what is added while it runs: this walks the whole graph below the island.
      for (const file of files) for (const imported of importsOf(file)) files.add(imported)
      return [island, [...new Set([...files].flatMap((file) => idsOfFile.get(file) ?? []))]]
    }),
  )
}
