import { readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import { imageSize } from 'image-size'
import type { Plugin } from 'vite'
import { splitFrontMatter } from './frontMatter.ts'
import { renderMarkdown } from './markdown.ts'
import { pictureExtensions, pictureRefusal } from './pictureRefusal.ts'

// Turns each `content/<collection>/<slug>/index.<locale>.md` into a module: front matter, body as HTML (no Markdown library in
// the browser), picture in responsive sizes. It never throws: the collection's schema names what is wrong.

/** A content file's path relative to the project, matched by the collections' globs. */
const contentFile = /\/content\/([^/]+)\/([^/]+)\/index\.([a-z]{2}-[a-z]{2})\.md$/

/** The import of an entry's picture, or why the picture is refused; nothing when the front matter names no file beside it. */
function pictureImport(file: string, image: unknown): { code?: string; pictureProblem?: string } {
  const path = typeof image === 'string' && !/[/\\]/.test(image) ? join(dirname(file), image) : undefined
  const kind = pictureExtensions[extname(path ?? '').toLowerCase() as keyof typeof pictureExtensions]
  const stats = path && kind ? statSync(path, { throwIfNoEntry: false }) : undefined
  if (!path || !stats?.isFile()) return {}
  // Checked before anything else reads it: a refused picture is never imported, so never decoded nor published.
  const pictureProblem = pictureRefusal(image as string, stats.size, () => readFileSync(path))
  if (pictureProblem) return { pictureProblem }
  if (kind === 'vector') {
    // Its drawing size in CSS pixels, from its width and height or else its viewBox; 0 when it has neither.
    let size: { width?: number; height?: number } = {}
    try {
      size = imageSize(readFileSync(path))
    } catch {}
    return { code: `import src from ${JSON.stringify(`./${image}?no-inline`)}\nconst image = { src, width: ${size.width ?? 0}, height: ${size.height ?? 0} }` }
  }
  // vite-imagetools' directives: the measured widths (docs/performance.md#pictures), never wider than the original;
  // AVIF, then WebP (the `<img>`'s fallback); effort 3 encodes in about a quarter of the default's time.
  return {
    code: [
      `import picture from ${JSON.stringify(`./${image}?w=480;880;1200;1600&format=avif;webp&effort=3&as=picture`)}`,
      'const image = { src: picture.img.src, width: picture.img.w, height: picture.img.h, sources: picture.sources }',
    ].join('\n'),
  }
}

export function contentFiles(): Plugin {
  let root = process.cwd()
  /** The content files that are not UTF-8 text, which the bundler would refuse to load without naming them as content. */
  const notText = new Set<string>()
  return {
    name: 'tecto:content-files',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    load(id) {
      if (id.includes('?') || !contentFile.test(id)) return undefined
      const bytes = readFileSync(id)
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      } catch {
        notText.add(id)
        return new TextDecoder().decode(bytes)
      }
    },
    transform(source, id) {
      const file = id.split('?')[0]!
      const match = contentFile.exec(file)
      if (!match || id.includes('?')) return undefined
      const [, collection, slug, locale] = match
      const { frontMatter, body, ...read } = splitFrontMatter(source)
      const yamlError = notText.has(file) ? 'the file is not text written in UTF-8 (save it as UTF-8 text)' : read.yamlError
      const image = (frontMatter as { image?: unknown }).image
      const { code: imageCode, pictureProblem } = pictureImport(file, image)
      const fields = { file: relative(root, file), collection, slug, locale, frontMatter, body, html: renderMarkdown(body), yamlError, pictureProblem }
      return {
        // Parsed, not written as an object literal, where a `__proto__` field would set the object's prototype.
        code: `${imageCode ?? 'const image = undefined'}\nexport default { ...JSON.parse(${JSON.stringify(JSON.stringify(fields))}), image }\n`,
        map: null,
      }
    },
  }
}
