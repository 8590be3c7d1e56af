// One sweep over every URL of the build (sweepPlan.ts says which ones Chromium opens, and why that is enough):
// each distinct page is opened once per width, and that one visit collects everything checked of a page in a
// browser. The static checks of every page (valid HTML, links, head tags) are in their own suites.
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import { localeSegments } from '../../data/locales'
import { aheadOfTests } from './aheadOfTests'
import { mixedLanguageProblems } from './catalogSentences'
import { assertNoProblems, fetchPage, harness, siteClientDir, viewports, type ViewportName } from './harness'
import { languageLinkProblems, languageLinksOfHtml } from './languageLinks'
import { layoutShiftProblems } from './layoutShifts'
import { visitPage, type PageVisit } from './pageVisit'
import { sitePages, type SitePage } from './sitePages'
import { staticPageText } from './staticText'
import { builtFile, contentHash, planSweep, templateOf, templates } from './sweepPlan'
import { editorFolder } from '../../data/contentEditor'

const test = suite('page sweep (status, language, console, requests, language links, layout shift, axe, text)')

const clientDir = siteClientDir()
const pages = sitePages(clientDir)
const plan = planSweep(clientDir, pages)

/** One page opened at one width. */
type Target = SitePage & { viewport: ViewportName }

const targets: Target[] = plan.opened.flatMap((page) => (Object.keys(viewports) as ViewportName[]).map((viewport) => ({ ...page, viewport })))

const visit = aheadOfTests(targets, async (target) => visitPage(await harness(), target.url, target.viewport))

/** What is wrong with the answer to a URL: its status and `<html lang>`. */
function answerProblems(page: SitePage, status: number | undefined, lang: string | null | undefined): string[] {
  const problems: string[] = []
  if (status !== page.status) problems.push(`status ${status}, expected ${page.status}`)
  if (lang !== page.lang) problems.push(`<html lang="${lang}">, expected "${page.lang}"`)
  return problems
}

/** What is wrong with what a visit saw. */
async function visitProblems(target: Target, seen: PageVisit, baseUrl: string): Promise<string[]> {
  const problems = answerProblems(target, seen.status, seen.lang)
  for (const error of seen.consoleErrors) {
    // Chromium reports every 404 answer as a console error, the page's own included: that one is expected.
    const ownStatus = target.status === 404 && error.url === baseUrl + target.url && / 404 /.test(error.text)
    if (!ownStatus) problems.push(`console error: ${error.text} (${error.url})`)
  }
  problems.push(...seen.externalRequests.map((url) => `request before consent to ${url}`))
  // The content editor is for the marketing team only: a public page loads nothing of it.
  problems.push(...seen.fetchedPaths.filter((path) => path.startsWith(`/${editorFolder}/`)).map((path) => `loads the content editor's ${path}`))
  problems.push(...(await languageLinkProblems(target, baseUrl, seen.languageLinks)))
  problems.push(...layoutShiftProblems(seen.layoutShifts))
  problems.push(...seen.axe.map((v) => `axe ${v.id}: ${v.help} — ${v.targets.join(', ')}`))
  if (seen.visibleText !== undefined) problems.push(...mixedLanguageProblems(seen.visibleText, target.lang))
  return problems
}

test('the build has pages, and Chromium opens a page of every template in every locale', () => {
  if (pages.length < 50) throw new Error(`only ${pages.length} URLs found in ${clientDir}`)
  const missing = templates.flatMap((template) =>
    localeSegments
      .filter((locale) => pages.some((page) => page.locale === locale && templateOf(page) === template))
      .filter((locale) => !plan.opened.some((page) => page.locale === locale && templateOf(page) === template))
      .map((locale) => `${template.name} in ${locale}`),
  )
  assertNoProblems('Chromium opens no page of:', missing)
})

for (const target of targets) {
  const text = target.viewport === 'desktop' ? ', shows text of its language only' : ''
  test(`${target.label} at ${target.viewport} width answers ${target.status} in ${target.lang}, cleanly, with working language links, no layout shift and no WCAG 2.2 AA violation${text}`, async () => {
    const seen = await visit(target)
    assertNoProblems(`${target.url} at ${target.viewport} width:`, await visitProblems(target, seen, (await harness()).baseUrl))
  })
}

for (const { page, original } of plan.copies) {
  test(`${page.label} answers the very page ${original.url} is (checked there), with status ${page.status} in ${page.lang}`, async () => {
    const answer = await fetchPage((await harness()).baseUrl, page.url)
    const problems = answerProblems(page, answer.status, answer.lang)
    if (contentHash(answer.html) !== contentHash(readFileSync(builtFile(clientDir, original)))) problems.push(`its HTML is not that of ${original.url}`)
    assertNoProblems(`${page.url}:`, problems)
  })
}

for (const { page, sample } of plan.unopened) {
  test(`${page.label} (its template is opened at ${sample.url}) answers ${page.status} in ${page.lang}, with working language links, and its text in its language only`, async () => {
    const { baseUrl } = await harness()
    const answer = await fetchPage(baseUrl, page.url)
    const problems = answerProblems(page, answer.status, answer.lang)
    problems.push(...(await languageLinkProblems(page, baseUrl, languageLinksOfHtml(answer.html))))
    problems.push(...mixedLanguageProblems(staticPageText(answer.html), page.lang))
    assertNoProblems(`${page.url} (read from its HTML):`, problems)
  })
}

test.run()
