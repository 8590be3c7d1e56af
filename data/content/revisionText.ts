// A translation records the revision of the Portuguese text it was made from (front matter `sourceHash`): a hash of
// the text a translator translates, the collection's translatable front matter fields, then the body. A date or
// picture change leaves translations current; a changed sentence makes them stale. The hash is computed by the
// content commands (sourceHash.ts) and by the content editor in the browser (cms/), over this same text.

/** The text a source file's revision is the hash of. */
export function revisionText(frontMatter: Record<string, unknown>, translatableFields: readonly string[], body: string): string {
  return JSON.stringify([...translatableFields.map((field) => frontMatter[field] ?? null), body.trim()])
}

/** The length of a revision: the first 12 hex digits of the text's SHA-256. */
export const revisionLength = 12
