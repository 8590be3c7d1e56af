import { stringify } from 'yaml'
import { splitFrontMatter } from '../../vite-plugins/content/frontMatter'
import { revisionLength, revisionText } from '../../data/content/revisionText'
import { translatableFields } from '../../data/content/translatableFields'

// What the editor saves, made to read like a hand-written content file (docs/content/editor.md). Decap writes every
// locale, with the copied fields even where nobody translated, keeps cleared fields as empty values, and knows no
// revisions. So: an untranslated locale is not saved, a half-translated one is refused with why, empty values are left
// out, and a translation whose text changed records the Portuguese revision it now matches (`sourceHash`, as
// `npm run content:translated` does), while one saved unchanged keeps its own, so it still shows as stale.

/** A file as Decap hands it to its backend. */
export type SavedFile = { path: string; raw: string; [other: string]: unknown }

/** `content/<collection>/<entry>/index.<locale>.md` */
const contentPath = /^content\/([^/]+)\/([^/]+)\/index\.([a-z]{2}-[a-z]{2})\.md$/

type Parsed = { frontMatter: Record<string, unknown>; body: string }

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0)

/** A file's front matter, without the values a writer left empty, and its body. */
const parse = (raw: string): Parsed => {
  const { frontMatter, body } = splitFrontMatter(raw)
  return { frontMatter: Object.fromEntries(Object.entries(frontMatter ?? {}).filter(([, value]) => !isEmpty(value))), body }
}

// A blank line between the front matter and the body, as the hand-written files have it.
const serialize = ({ frontMatter, body }: Parsed) => `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${body.replace(/^\n+/, '')}`

/** The text a translator writes: the collection's translated fields and the body. */
const translatedText = (file: Parsed, fields: readonly string[]) => revisionText(file.frontMatter, fields, file.body)

/** The revision of a text: the first hex digits of its SHA-256, as data/content/sourceHash.ts computes it. */
export async function revisionOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, revisionLength)
}

/** The files to save (above); `readSaved` gives a file's text as saved now, or undefined for a new file. */
export async function filesToSave<F extends SavedFile>(
  files: readonly F[],
  readSaved: (path: string) => Promise<string | undefined>,
  sourceLocale: string,
): Promise<F[]> {
  const sourceFile = files.find((file) => contentPath.exec(file.path)?.[3] === sourceLocale)
  const kept: F[] = []
  for (const file of files) {
    const match = contentPath.exec(file.path)
    const fields = match && (translatableFields as Record<string, readonly string[]>)[match[1]!]
    if (!match || !fields) {
      kept.push(file)
      continue
    }
    const parsed = parse(file.raw)
    if (match[3] !== sourceLocale && sourceFile) {
      if (!parsed.body.trim() && fields.every((field) => isEmpty(parsed.frontMatter[field]))) continue
      // The translated parts the Portuguese has and the translation lacks.
      const source = parse(sourceFile.raw)
      const missing = [
        ...fields.filter((field) => !isEmpty(source.frontMatter[field]) && isEmpty(parsed.frontMatter[field])).map((field) => `its ${field}`),
        ...(source.body.trim() && !parsed.body.trim() ? ['its text'] : []),
      ]
      if (missing.length)
        throw new Error(
          `The ${match[3]} translation lacks ${missing.join(' and ')}. Write it, or clear the whole ${match[3]} column to leave this entry out of ${match[3]}.`,
        )
      const before = await readSaved(file.path)
      const saved = before === undefined ? undefined : parse(before)
      if (saved && translatedText(saved, fields) === translatedText(parsed, fields)) {
        if (saved.frontMatter.sourceHash) parsed.frontMatter.sourceHash = saved.frontMatter.sourceHash
        else delete parsed.frontMatter.sourceHash
      } else parsed.frontMatter.sourceHash = await revisionOf(translatedText(source, fields))
    }
    kept.push({ ...file, raw: serialize(parsed) })
  }
  return kept
}
