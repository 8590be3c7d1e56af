import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../shared/listFiles'
import { encodedSuffixes } from '../shared/encodedCopies'
import { locales, type Locale } from '../data/locales'
import { localizePath } from '../data/localePath'
import { paths } from '../data/routes'
import { editorFolder } from '../data/contentEditor'
import { cacheControl } from './cacheControl'
import { contentType } from './site/contentType'
import { editorHeaders } from './securityHeaders'

/** The encodings a file may have a precompressed copy in (shared/encodedCopies.ts), best first; `identity` is the file as it is. */
const suffixes = { br: '.br', gzip: '.gz' } as const satisfies Record<string, (typeof encodedSuffixes)[number]>
type Encoding = keyof typeof suffixes

/** A file that answers a URL, in memory with its precompressed copies and the headers that never change. */
export type SiteFile = {
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer }
  encoded: Encoding[]
  /** A strong validator of the content; the encoding is appended per answer. */
  etag: string
  contentType: string
  cacheControl: string
  /** The content editor's own policy. */
  ownHeaders?: Record<string, string>
}

/** Reads one file of the build and its `.br` / `.gz` copies. */
function loadFile(clientDir: string, file: string): SiteFile {
  const path = join(clientDir, file)
  const identity = readFileSync(path)
  const encoded = (Object.keys(suffixes) as Encoding[]).filter((encoding) => existsSync(path + suffixes[encoding]))
  return {
    bodies: { identity, ...Object.fromEntries(encoded.map((encoding) => [encoding, readFileSync(path + suffixes[encoding])])) },
    encoded,
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
    contentType: contentType(file),
    cacheControl: cacheControl(file),
    ...(file.startsWith(`${editorFolder}/`) && { ownHeaders: editorHeaders }),
  }
}

/** The client folder, read into memory at start (a few megabytes): no request path reaches the file system, no answer waits for a disk. */
export function indexSite(clientDir: string) {
  const files = new Map<string, SiteFile>()
  const pages = new Map<string, SiteFile>()
  // `x.js.br` and `x.js.gz` are other encodings of `x.js`, never a URL of their own.
  const isEncodedCopy = (file: string) => encodedSuffixes.some((suffix) => file.endsWith(suffix))
  for (const file of listFiles(clientDir).filter((file) => !isEncodedCopy(file))) {
    const loaded = loadFile(clientDir, file)
    files.set(`/${file}`, loaded)
    if (file === 'index.html' || file.endsWith('/index.html')) {
      pages.set(`/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`, loaded)
    }
  }

  const notFound = new Map<Locale, SiteFile>()
  for (const { segment } of locales) {
    const page = pages.get(localizePath(segment, paths.notFound))
    if (page) notFound.set(segment, page)
  }
  // vike's own error page, for a build without the per-locale 404 pages.
  const fallback = files.get('/404.html')

  return {
    /** The file that answers a decoded URL path, if any; `/en-us/quem-somos/` is the page `/en-us/quem-somos`. */
    find(pathname: string): SiteFile | undefined {
      if (pathname.length > 1 && pathname.endsWith('/')) return pages.get(pathname.slice(0, -1))
      return pages.get(pathname) ?? files.get(pathname)
    },
    /** The prerendered 404 page of a locale; the Portuguese one when that locale has none. */
    notFoundPage: (locale: Locale) => notFound.get(locale) ?? notFound.get('pt-br') ?? fallback,
  }
}
