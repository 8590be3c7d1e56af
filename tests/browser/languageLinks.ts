import { locales } from '../../data/locales'
import { localizePath, switchLocale } from '../../data/localePath'
import { paths } from '../../data/routes'
import { fetchPage } from './harness'
import type { SitePage } from './sitePages'

/** A language link: its `hreflang` and `href`. */
export type LanguageLink = [hreflang: string, href: string]

/** Where the language switchers are: header and footer. Chromium and the static reading use the same one. */
export const languageLinkSelector = 'header a[hreflang], footer a[hreflang]'

/** A link shown in both switchers counts once. */
export function distinctLinks(links: LanguageLink[]): LanguageLink[] {
  return [...new Map(links.map((link) => [link.join(' '), link])).values()]
}

/** The language links of a built page's HTML, as `languageLinkSelector` finds them in the browser. */
export function languageLinksOfHtml(html: string): LanguageLink[] {
  const links: LanguageLink[] = []
  for (const [region] of html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/gi)) {
    for (const [anchor] of region.matchAll(/<a\s[^>]*>/gi)) {
      const hreflang = /\shreflang="([^"]*)"/i.exec(anchor)?.[1]
      if (hreflang !== undefined) links.push([hreflang, /\shref="([^"]*)"/i.exec(anchor)?.[1] ?? ''])
    }
  }
  return distinctLinks(links)
}

type Answer = { status: number; lang: string | undefined }

// The three versions of a page link to the same three URLs, at each width: each URL is fetched once per run.
const answers = new Map<string, Promise<Answer>>()

function fetchOnce(baseUrl: string, path: string): Promise<Answer> {
  if (!answers.has(path))
    answers.set(
      path,
      fetchPage(baseUrl, path).then(({ status, lang }) => ({ status, lang })),
    )
  return answers.get(path)!
}

/** What is wrong with a page's language links: it needs one per language, each to the same path in its language. */
export async function languageLinkProblems(page: SitePage, baseUrl: string, links: LanguageLink[]): Promise<string[]> {
  const problems: string[] = []
  for (const { tag, segment } of locales) {
    const hrefs = links.filter(([hreflang]) => hreflang.toLowerCase() === tag.toLowerCase()).map(([, href]) => href)
    if (hrefs.length === 0) problems.push(`no language link with hreflang="${tag}"`)
    // A page with no twin in a language (IA Notícia, a Portuguese-only article) links that language to another page
    // of it, which must answer in it; every other page links its twin.
    const twin = switchLocale(page.url, segment)
    const hasTwin = page.status === 404 || (await fetchOnce(baseUrl, twin)).status === 200
    const expected = hasTwin ? twin : undefined
    // A prerendered 404 page cannot know the URL it answers: its own path in that language will do.
    const alsoRight = page.status === 404 ? localizePath(segment, paths.notFound) : expected
    for (const href of hrefs) {
      if (expected === undefined ? href === twin : href !== expected && href !== alsoRight) {
        problems.push(`${tag} link goes to ${href}, expected ${expected ?? 'a page that exists in that language'}`)
        continue
      }
      const answer = await fetchOnce(baseUrl, href)
      if (answer.status !== page.status) problems.push(`${tag} link ${href} answers ${answer.status}`)
      if (answer.lang !== tag) problems.push(`${tag} link ${href} has <html lang="${answer.lang}">`)
    }
  }
  return problems
}
