import type { Locale } from '../locales'

/** An entry's picture as the build made it: the fallback file, its size, and AVIF/WebP `srcset`s for raster pictures. */
export type ContentImage = {
  src: string
  width: number
  height: number
  /** Each format's `srcset` (`url 480w, url 800w, …`); absent for SVG, which is drawn at any size. */
  sources?: Partial<Record<'avif' | 'webp', string>>
}

/** A content file as vite-plugins/content/contentFiles.ts compiles it, before its collection's schema reads it. */
export type ContentFile = {
  /** The path from the project's root, e.g. `content/news/my-article/index.pt-br.md`: what every problem names. */
  file: string
  collection: string
  /** The entry's folder name: its address on the site. */
  slug: string
  /** The locale in the file's name, e.g. `pt-br`; checked against the site's locales by the collection. */
  locale: Locale
  frontMatter: unknown
  body: string
  /** The body rendered to HTML (raw HTML in the Markdown is escaped). */
  html: string
  yamlError?: string
  /** Why the picture the front matter names is refused (vite-plugins/content/pictureRefusal.ts), naming it. */
  pictureProblem?: string
  /** The picture the front matter's `image` names, when that file exists beside the content file and is not refused. */
  image?: ContentImage
}

/** What `import.meta.glob(…, { eager: true, import: 'default' })` gives for a collection's files. */
export type ContentFiles = Record<string, ContentFile>
