import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listFiles } from '../build/listFiles'
import { encodedSuffixes } from '../build/precompress'
import { locales, type Locale } from '../data/locales'
import { localizePath } from '../data/localePath'
import { paths } from '../data/routes'

/** The built site as the server sees it: which URL answers which file of the client folder. */
export type SiteIndex = {
  /** The file (relative to the client folder) that answers a decoded URL path, if any. */
  find(pathname: string): SiteFile | undefined
  /** The prerendered 404 page of a locale; the Portuguese one when that locale has none. */
  notFoundPage(locale: Locale): Buffer | undefined
}

/** A file that answers a URL: a prerendered page (`index.html`) or a static file copied as is. */
export type SiteFile = { file: string; isPage: boolean }

/**
 * Reads the client folder once, at start-up. The server then answers only URLs of files that
 * exist in the build, so no request path ever reaches the file system (`..`, encoded junk).
 */
export function indexSite(clientDir: string): SiteIndex {
  const files = new Map<string, SiteFile>()
  const pages = new Map<string, SiteFile>()
  // `x.js.br` and `x.js.gz` answer `x.js` (app.ts, preCompressed), never a URL of their own.
  const isEncodedCopy = (file: string) => encodedSuffixes.some((suffix) => file.endsWith(suffix))
  for (const file of listFiles(clientDir).filter((file) => !isEncodedCopy(file))) {
    files.set('/' + file, { file, isPage: file.endsWith('.html') })
    if (file === 'index.html' || file.endsWith('/index.html')) {
      pages.set('/' + file.slice(0, -'index.html'.length).replace(/\/$/, ''), { file, isPage: true })
    }
  }

  // Read once: a 404 answer is sent from memory, never revalidated against a file's ETag.
  const notFound = new Map<Locale, Buffer>()
  for (const { segment } of locales) {
    const page = pages.get(localizePath(segment, paths.notFound))
    if (page) notFound.set(segment, readFileSync(join(clientDir, page.file)))
  }
  // vike's own error page, for a build without the per-locale 404 pages.
  const fallback = files.has('/404.html') ? readFileSync(join(clientDir, '404.html')) : undefined

  return {
    find(pathname) {
      // `/en-us/quem-somos/` is the same page as `/en-us/quem-somos`; files have no trailing slash.
      if (pathname.length > 1 && pathname.endsWith('/')) return pages.get(pathname.slice(0, -1))
      return pages.get(pathname) ?? files.get(pathname)
    },
    notFoundPage: (locale) => notFound.get(locale) ?? notFound.get('pt-br') ?? fallback,
  }
}
