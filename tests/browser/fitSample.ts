// Which pages the text-fit suite opens, at which widths and in which languages.
import { localeSegments, type Locale } from '../../data/locales'
import { splitLocale } from '../../data/localePath'
import { formPageIds, paths } from '../../data/routes'
import type { SitePage } from './sitePages'
import { templateOf } from './sweepPlan'

/** The window sizes: the smallest phone, a common phone, a tablet, the `md` and `lg` breakpoints, a full-HD screen. */
export const fitSizes = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

/** A window size of `fitSizes`. */
export type FitSize = (typeof fitSizes)[number]

/** The phone width at which the consent banner must leave every form's submit button uncovered. */
export const formCheckWidth = 375

/** The widths at which the form pages are opened in every language: the two phones, where fields are narrowest. */
const formWidths: readonly number[] = [320, formCheckWidth]

/** The pages with a form. */
const formPaths = formPageIds.map((id) => paths[id])

/** One page opened at one size. */
export type FitVisit = { page: SitePage; size: FitSize }

/** A page's kind: its template (all service pages are one kind), the 404 page, or else its own path. */
export function kindOf(page: SitePage): string {
  if (page.status === 404) return 'not found'
  return templateOf(page)?.name ?? splitLocale(page.url).path
}

/**
 * The sample. Opening every page at six widths in three languages would take minutes on two cores, and most of it
 * would measure the same components again: the layout depends on the template, the width and the language's text
 * length, not on which service or article fills it. So:
 * - the contact page, the longest form and the footer of the standard pages, at every width in every language;
 * - at 320 and 375 px, both lead-form pages in every language too: their fields are narrowest on phones, and at 375
 *   px the consent banner must leave each submit button clear;
 * - every other kind of page (the lead-form pages included) twice: the i-th kind (in path order) in language i and language i + 1 (only in
 *   Portuguese for the pages that exist only there), at width i and width i + 3, so each kind is seen at a phone and
 *   a wider width where it can be, every language gets a different third of the kinds at each width, and a
 *   template's two visits show two of its pages.
 * Every page takes the same languages and widths from one build to the next, unless pages are added.
 */
export function planFit(pages: SitePage[]): FitVisit[] {
  const prefixed = pages.filter((page) => page.url.startsWith(`/${page.locale}`) && splitLocale(page.url).hasLocaleSegment)
  const find = (locale: Locale, path: string) => prefixed.find((page) => page.locale === locale && page.status === 200 && splitLocale(page.url).path === path)
  const visits: FitVisit[] = []
  for (const locale of localeSegments) {
    for (const size of fitSizes) {
      const wanted = formWidths.includes(size.width) ? formPaths : [paths.contact]
      for (const path of wanted) {
        const page = find(locale, path)
        if (page) visits.push({ page, size })
      }
    }
  }
  const kinds = [...new Set(prefixed.map(kindOf))].filter((kind) => kind !== paths.contact).sort()
  for (const [i, kind] of kinds.entries()) {
    const members = (locale: Locale) => prefixed.filter((page) => page.locale === locale && kindOf(page) === kind).sort((a, b) => (a.url < b.url ? -1 : 1))
    const available = localeSegments.filter((locale) => members(locale).length > 0)
    for (const turn of [0, 1]) {
      const locale = available[(i + turn) % available.length]!
      const choices = members(locale)
      const visit = { page: choices[(i + turn) % choices.length]!, size: fitSizes[(i + 3 * turn) % fitSizes.length]! }
      if (!visits.some(({ page, size }) => page === visit.page && size === visit.size)) visits.push(visit)
    }
  }
  return visits
}
