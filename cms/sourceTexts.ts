import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sourceLocale } from '../data/content/collection.ts'
import { sourceHash } from '../data/content/sourceHash.ts'
import { type CollectionName, translatableFields } from '../data/content/translatableFields.ts'
import { splitFrontMatter } from '../vite-plugins/content/frontMatter.ts'

// The Portuguese texts the translations were made from, for the editor's notice of what changed since
// (editor/translationNotice.ts): per Portuguese file, by revision (`sourceHash`), its translated fields and body.
// A revision the file has no longer is looked up in git's history; without the history (a shallow clone) the notice
// still says the translation is out of date, without naming the fields.

/** `{ "content/news/x/index.pt-br.md": { "<revision>": { title: …, body: … } } }` */
export type SourceTexts = Record<string, Record<string, Record<string, unknown>>>

/** A Portuguese file's translated text in one of its versions, and that version's revision. */
function revisionOf(text: string, fields: readonly string[]) {
  const { frontMatter, body } = splitFrontMatter(text)
  const values = frontMatter as Record<string, unknown>
  return {
    revision: sourceHash(values, fields, body),
    text: Object.fromEntries([...fields.map((field) => [field, values[field] ?? null]), ['body', body.trim()]]),
  }
}

/** The source texts every translation in `root`'s content/ records, as far as they can be found. */
export function sourceTexts(root: string): SourceTexts {
  const texts: SourceTexts = {}
  for (const [collection, fields] of Object.entries(translatableFields) as [CollectionName, readonly string[]][]) {
    const folder = join(root, 'content', collection)
    if (fields.length === 0 || !existsSync(folder)) continue
    for (const slug of readdirSync(folder)) {
      const path = `content/${collection}/${slug}/index.${sourceLocale}.md`
      const files = readdirSync(join(folder, slug)).filter((name) => /^index\.[a-z]{2}-[a-z]{2}\.md$/.test(name))
      if (!existsSync(join(root, path))) continue
      const wanted = new Set(
        files.map((name) => (splitFrontMatter(readFileSync(join(folder, slug, name), 'utf8')).frontMatter as { sourceHash?: unknown }).sourceHash),
      )
      const current = revisionOf(readFileSync(join(root, path), 'utf8'), fields)
      const found: SourceTexts[string] = { [current.revision]: current.text }
      const missing = () => [...wanted].some((revision) => typeof revision === 'string' && !found[revision])
      // Its versions in git's history, newest first; none outside a git checkout.
      const commits = missing() ? spawnSync('git', ['log', '--format=%H', '--', path], { cwd: root, encoding: 'utf8' }).stdout : ''
      for (const commit of (commits ?? '').split('\n').filter(Boolean)) {
        const version = revisionOf(execFileSync('git', ['show', `${commit}:${path}`], { cwd: root, encoding: 'utf8' }), fields)
        found[version.revision] ??= version.text
        if (!missing()) break
      }
      texts[path] = found
    }
  }
  return texts
}
