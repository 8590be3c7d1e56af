// `npm run content:translated -- <file> [<file>…]`: a translator's "done". Records in each translation's front matter
// (`sourceHash`) the revision of the Portuguese file it now matches, so `npm run content:check` stops listing it
// and lists it again once the Portuguese changes (docs/content/README.md).
import { readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseDocument } from 'yaml'
import { sourceLocale } from '../data/content/collection'
import { sourceHash } from '../data/content/sourceHash'
import { type CollectionName, translatableFields } from '../data/content/translatableFields'
import { frontMatterPattern, splitFrontMatter } from '../vite-plugins/content/frontMatter'

const root = fileURLToPath(new URL('..', import.meta.url))
const files = process.argv.slice(2).filter((arg) => arg !== '--')
if (files.length === 0) {
  console.log('Usage: npm run content:translated -- content/<collection>/<entry>/index.<locale>.md […]')
  process.exitCode = 1
}

/** Records the current source revision in one translation; returns what went wrong, if anything. */
function markTranslated(file: string): string | undefined {
  const path = relative(root, resolve(file))
  const match = /^content\/([^/]+)\/([^/]+)\/index\.([a-z]{2}-[a-z]{2})\.md$/.exec(path)
  if (!match) return `${file}: not a content file (content/<collection>/<entry>/index.<locale>.md)`
  const [, name, , locale] = match
  if (locale === sourceLocale) return `${path}: the ${sourceLocale} file is the source; it records no revision`
  if (!Object.hasOwn(translatableFields, name!)) return `${path}: content/${name} is not a collection`
  const sourcePath = resolve(root, path.replace(/index\.[a-z-]+\.md$/, `index.${sourceLocale}.md`))
  const source = splitFrontMatter(readFileSync(sourcePath, 'utf8'))
  const hash = sourceHash(source.frontMatter as Record<string, unknown>, translatableFields[name as CollectionName], source.body)
  const text = readFileSync(resolve(root, path), 'utf8')
  const parts = frontMatterPattern.exec(text)
  if (!parts) return `${path}: the file does not start with front matter between two "---" lines`
  const frontMatter = parseDocument(parts[1]!)
  if (frontMatter.errors.length) return `${path}: the front matter is not valid YAML: ${frontMatter.errors[0]!.message.split('\n')[0]}`
  frontMatter.set('sourceHash', hash)
  writeFileSync(resolve(root, path), `---\n${frontMatter.toString({ lineWidth: 0 })}---\n${parts[2]}`)
  console.log(`${path}: translates revision ${hash} of ${relative(root, sourcePath)}`)
  return undefined
}

for (const file of files) {
  const problem = markTranslated(file)
  if (problem) {
    console.error(problem)
    process.exitCode = 1
  }
}
