import { createHash } from 'node:crypto'
import { revisionLength, revisionText } from './revisionText.ts'

/** The revision of a source file's translatable text (revisionText.ts): 12 hex digits of its SHA-256. */
export function sourceHash(frontMatter: Record<string, unknown>, translatableFields: readonly string[], body: string): string {
  return createHash('sha256')
    .update(revisionText(frontMatter, translatableFields, body))
    .digest('hex')
    .slice(0, revisionLength)
}
