import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeSegments, type LocaleTag } from '../../data/locales'
import { listFiles } from '../../shared/listFiles'
import { splitFrontMatter } from '../../vite-plugins/content/frontMatter'

// The words of the content files (content/, docs/content/README.md) in one language, for the check that a page shows
// no sentence of another language: the long texts left the catalogs for these files, and an entry may exist in some
// languages only (a Portuguese-only article's sentences must never show on an English page).

const contentDir = join(import.meta.dirname, '../../content')

/** Every string of a front matter value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []

/** A Markdown body as the text a page shows: one line per block, inline marks and link targets dropped. */
const markdownText = (body: string) =>
  body.split(/\n/).map((line) =>
    line
      .replace(/^\s*(#+|[-*]|\d+\.)\s+/, '')
      .replace(/\s*\{#[\w-]+\}\s*$/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, ''),
  )

/** Each content entry's texts in one language (`content:<collection>/<entry>` → its lines); none for an entry not in it. */
export function contentTexts(tag: LocaleTag): Map<string, string> {
  const locale = localeSegments.find((segment) => segment.toLowerCase() === tag.toLowerCase())!
  const texts = new Map<string, string>()
  for (const file of listFiles(contentDir).filter((path) => path.endsWith(`/index.${locale}.md`))) {
    const source = readFileSync(join(contentDir, file), 'utf8')
    const { frontMatter, body } = splitFrontMatter(source)
    const lines = [...strings(frontMatter), ...markdownText(body)]
    texts.set(`content:${file.replace(/\/index\.[a-z-]+\.md$/, '')}`, lines.join('\n'))
  }
  return texts
}
