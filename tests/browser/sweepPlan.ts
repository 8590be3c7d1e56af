// Which URLs of the build the page sweep opens in Chromium, and how it checks the others.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeSegments } from '../../data/locales'
import { splitLocale } from '../../data/localePath'
import { newsPath, paths, servicePath } from '../../data/routes'
import type { SitePage } from './sitePages'

/**
 * Pages made from one template, with the same components, differing in their content only: `prefix` is the path
 * (after the locale) their URLs start with.
 */
export const templates = [
  { name: 'service page', prefix: servicePath('') },
  { name: 'news article', prefix: newsPath('') },
  { name: 'IA Notícia article', prefix: `${paths.iaNoticia}/` },
] as const

export type Template = (typeof templates)[number]

/** The template a page is made from, if it is one of `templates`. */
export function templateOf(page: SitePage): Template | undefined {
  const path = splitLocale(page.url).path
  return templates.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length)
}

/** A URL that answers the same bytes as `original`, which the sweep checks in full. */
export type Copy = { page: SitePage; original: SitePage }

/** A page of a template that Chromium does not open, and the page of its template and locale that it does. */
export type Unopened = { page: SitePage; sample: SitePage }

export type SweepPlan = {
  /** Opened in Chromium at every width. */
  opened: SitePage[]
  /** Same file as another URL: an HTTP check that it answers that file, in its status and language. */
  copies: Copy[]
  /** Checked from their HTML: status, language, language links, text in one language. */
  unopened: Unopened[]
}

/** The built file the server answers `page` with: its `index.html`, or for an unknown path its locale's 404 page. */
export function builtFile(clientDir: string, page: SitePage): string {
  const path = page.status === 404 ? join(page.locale, paths.notFound) : page.url
  return join(clientDir, path, 'index.html')
}

/** The SHA-256 of some bytes, in hex: how the sweep tells identical pages apart. */
export function contentHash(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * Plans the sweep over `pages` (sitePages' list, in its order):
 * - a URL whose built file is byte for byte that of an earlier URL (the unprefixed Portuguese pages and their
 *   `/pt-br` twins, the two Portuguese 404s) is the same page: opening it again in Chromium would see the same thing;
 * - of each template, Chromium opens one page per locale: the same template renders the same components, so the
 *   browser checks (console errors, requests, axe, layout shift) see the same thing on its other pages, and what
 *   differs, the content, is covered for every page by the static checks (Nu Html Checker, links, head tags, and
 *   the sweep's reading of each page's text). The sample is the template's pages of that locale in path order,
 *   the first for the first locale, the second for the second…: one page of each template and locale, and
 *   a different page's content in each locale.
 */
export function planSweep(clientDir: string, pages: SitePage[]): SweepPlan {
  const plan: SweepPlan = { opened: [], copies: [], unopened: [] }
  const byHash = new Map<string, SitePage>()
  const distinct: SitePage[] = []
  for (const page of pages) {
    const hash = contentHash(readFileSync(builtFile(clientDir, page)))
    const original = byHash.get(hash)
    if (original) {
      plan.copies.push({ page, original })
    } else {
      byHash.set(hash, page)
      distinct.push(page)
    }
  }
  const samples = new Map<string, SitePage>()
  for (const template of templates) {
    for (const [index, locale] of localeSegments.entries()) {
      const members = distinct.filter((page) => page.locale === locale && templateOf(page) === template).sort((a, b) => (a.url < b.url ? -1 : 1))
      if (members.length > 0) samples.set(`${template.name} ${locale}`, members[index % members.length]!)
    }
  }
  for (const page of distinct) {
    const template = templateOf(page)
    const sample = template && samples.get(`${template.name} ${page.locale}`)
    if (!sample || sample === page) plan.opened.push(page)
    else plan.unopened.push({ page, sample })
  }
  return plan
}
