// What a translation's `sourceHash` hashes: the translatable fields, then the body; the content commands and the editor (cms/) hash the same.

/** The text a source file's revision is the hash of. */
export function revisionText(frontMatter: Record<string, unknown>, translatableFields: readonly string[], body: string): string {
  return JSON.stringify([...translatableFields.map((field) => frontMatter[field] ?? null), body.trim()])
}

/** The length of a revision: the first 12 hex digits of the text's SHA-256. */
export const revisionLength = 12
