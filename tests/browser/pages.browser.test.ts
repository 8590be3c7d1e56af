import { suite } from 'uvu'
import { locales } from '../../data/locales'
import { localizePath, splitLocale, switchLocale } from '../../data/localePath'
import { isPortugueseOnly, paths } from '../../data/routes'
import { aheadOfTests } from './aheadOfTests'
import { assertNoProblems, fetchPage, harness, siteClientDir, viewports, type ViewportName } from './harness'
import { sitePages, type SitePage } from './sitePages'

const test = suite('pages')

/** One URL at one width. */
type Target = SitePage & { viewport: ViewportName }

const targets: Target[] = sitePages(siteClientDir()).flatMap((page) => (Object.keys(viewports) as ViewportName[]).map((viewport) => ({ ...page, viewport })))

/** Loads the page and notes what the checks need; the browser context is closed before the test reads it. */
const visit = aheadOfTests(targets, async (target) => {
  const site = await harness()
  const opened = await site.open(target.url, { viewport: target.viewport })
  try {
    return {
      baseUrl: site.baseUrl,
      status: opened.response?.status(),
      lang: await opened.page.getAttribute('html', 'lang'),
      consoleErrors: opened.consoleErrors,
      externalRequests: opened.externalRequests,
      // The language switchers of header and footer; a link shown in both counts once.
      links: await opened.page.$$eval('header a[hreflang], footer a[hreflang]', (anchors) =>
        [...new Set(anchors.map((a) => JSON.stringify([a.getAttribute('hreflang') ?? '', a.getAttribute('href') ?? ''])))].map(
          (pair) => JSON.parse(pair) as [string, string],
        ),
      ),
    }
  } finally {
    await opened.close()
  }
})

/** What is wrong with the language links: one per language, each to the same path in its language. */
async function languageLinkProblems(target: Target, baseUrl: string, links: [string, string][]): Promise<string[]> {
  const problems: string[] = []
  for (const { tag, segment } of locales) {
    const hrefs = links.filter(([hreflang]) => hreflang.toLowerCase() === tag.toLowerCase()).map(([, href]) => href)
    if (hrefs.length === 0) problems.push(`no language link with hreflang="${tag}"`)
    // A Portuguese-only page (IA Notícia) has no twin in the other languages: their links lead to their home page.
    const portugueseOnly = isPortugueseOnly(splitLocale(target.url).path) && segment !== 'pt-br'
    const expected = portugueseOnly ? localizePath(segment, '/') : switchLocale(target.url, segment)
    // A prerendered 404 page cannot know the URL it answers: its own path in that language will do.
    const alsoRight = target.status === 404 ? localizePath(segment, paths.notFound) : expected
    for (const href of hrefs) {
      if (href !== expected && href !== alsoRight) {
        problems.push(`${tag} link goes to ${href}, expected ${expected}`)
        continue
      }
      const answer = await fetchPage(baseUrl, href)
      if (answer.status !== target.status) problems.push(`${tag} link ${href} answers ${answer.status}`)
      if (answer.lang !== tag) problems.push(`${tag} link ${href} has <html lang="${answer.lang}">`)
    }
  }
  return problems
}

for (const target of targets) {
  test(`${target.label} at ${target.viewport} width answers ${target.status} in ${target.lang}, cleanly, with working language links`, async () => {
    const seen = await visit(target)
    const problems: string[] = []
    if (seen.status !== target.status) problems.push(`status ${seen.status}, expected ${target.status}`)
    if (seen.lang !== target.lang) problems.push(`<html lang="${seen.lang}">, expected "${target.lang}"`)
    for (const error of seen.consoleErrors) {
      // Chromium reports every 404 answer as a console error, the page's own included: that one is expected.
      const ownStatus = target.status === 404 && error.url === seen.baseUrl + target.url && / 404 /.test(error.text)
      if (!ownStatus) problems.push(`console error: ${error.text} (${error.url})`)
    }
    problems.push(...seen.externalRequests.map((url) => `request before consent to ${url}`))
    problems.push(...(await languageLinkProblems(target, seen.baseUrl, seen.links)))
    assertNoProblems(`${target.url} at ${target.viewport} width:`, problems)
  })
}

test.run()
