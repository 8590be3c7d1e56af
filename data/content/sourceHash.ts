import { createHash } from 'node:crypto'

// A translation records the revision of the Portuguese text it was made from (front matter `sourceHash`). The
// revision is a hash of the text a translator translates: the front matter fields the collection names, then the
// body. A date or picture change leaves translations current; a changed sentence makes them stale.

/** The revision of a source file's translatable text: 12 hex digits of its SHA-256. */
export function sourceHash(frontMatter: Record<string, unknown>, translatableFields: readonly string[], body: string): string {
  const text = JSON.stringify([...translatableFields.map((field) => frontMatter[field] ?? null), body.trim()])
  return createHash('sha256').update(text).digest('hex').slice(0, 12)
}
