// The text a translation's `sourceHash` is a hash of: the collection's translatable fields, then the body, so a date or
// picture change leaves translations current. The content commands and the editor (cms/) hash this same text.

/** The text a source file's revision is the hash of. */
export function revisionText(frontMatter: Record<string, unknown>, translatableFields: readonly string[], body: string): string {
  return JSON.stringify([...translatableFields.map((field) => frontMatter[field] ?? null), body.trim()])
}

/** The length of a revision: the first 12 hex digits of the text's SHA-256. */
export const revisionLength = 12
