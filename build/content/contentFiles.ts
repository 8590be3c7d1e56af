import { existsSync, readFileSync } from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { splitFrontMatter } from './frontMatter.ts'
import { renderMarkdown } from './markdown.ts'
import { svgSize } from './svgSize.ts'

// Long-form content is written as Markdown files with YAML front matter (docs/content/README.md). This plugin turns each
// `content/<collection>/<slug>/index.<locale>.md` into a module the pages import: the front matter as written, the body
// rendered to HTML at build time (no Markdown library reaches the browser), and the entry's picture in responsive sizes.
// It never throws on a bad file: it passes on what it read, and the collection's schema (data/content/) names the
// file and the field that is wrong.

/** A content file's path relative to the project, matched by the collections' globs. */
const contentFile = /\/content\/([^/]+)\/([^/]+)\/index\.([a-z]{2}-[a-z]{2})\.md$/

/** The widths a raster picture is made in (never wider than the original), from phone to a 2× desktop column. */
export const pictureWidths = [480, 800, 1200, 1600] as const

/** The picture formats a content file may name, and whether the build makes responsive sizes of them. */
export const pictureExtensions = { '.jpg': 'raster', '.jpeg': 'raster', '.png': 'raster', '.webp': 'raster', '.avif': 'raster', '.svg': 'vector' } as const

/** The import of an entry's picture, or nothing when the front matter names no file that exists beside it. */
function pictureImport(file: string, image: unknown): string | undefined {
  if (typeof image !== 'string' || image.includes('/') || !existsSync(join(dirname(file), image))) return undefined
  const kind = pictureExtensions[extname(image).toLowerCase() as keyof typeof pictureExtensions]
  if (kind === 'vector') {
    const { width, height } = svgSize(readFileSync(join(dirname(file), image), 'utf8'))
    return `import src from ${JSON.stringify(`./${image}?no-inline`)}\nconst image = { src, width: ${width}, height: ${height} }`
  }
  if (kind !== 'raster') return undefined
  const query = `?w=${pictureWidths.join(';')}&format=avif;webp&as=picture`
  return [
    `import picture from ${JSON.stringify(`./${image}${query}`)}`,
    'const image = { src: picture.img.src, width: picture.img.w, height: picture.img.h, sources: picture.sources }',
  ].join('\n')
}

/** The Vite plugin that compiles content files (see the comment at the top of this file). */
export function contentFiles(): Plugin {
  let root = process.cwd()
  return {
    name: 'tecto:content-files',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    transform(source, id) {
      const file = id.split('?')[0]!
      const match = contentFile.exec(file)
      if (!match || id.includes('?')) return undefined
      const [, collection, slug, locale] = match
      const { frontMatter, body, yamlError } = splitFrontMatter(source)
      const image = (frontMatter as { image?: unknown }).image
      const imageCode = pictureImport(file, image)
      const fields = { file: relative(root, file), collection, slug, locale, frontMatter, body, html: renderMarkdown(body), yamlError }
      return {
        code: `${imageCode ?? 'const image = undefined'}\nexport default { ...${JSON.stringify(fields)}, image }\n`,
        map: null,
      }
    },
  }
}
