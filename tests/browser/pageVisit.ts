import { axeViolations, type AxeViolation } from './axe'
import { normalize } from './catalogSentences'
import type { ConsoleError, Harness, ViewportName } from './harness'
import { distinctLinks, languageLinkSelector, type LanguageLink } from './languageLinks'
import { readLayoutShifts, recordLayoutShifts, type LayoutShift } from './layoutShifts'

/** What one visit of a page at one width saw, as a first-time visitor: loaded, with the consent banner up. */
export type PageVisit = {
  status: number | undefined
  lang: string | null
  consoleErrors: ConsoleError[]
  /** Requests to other hosts (blocked): there must be none before consent. */
  externalRequests: string[]
  /** The addresses of everything the page fetched (Resource Timing), its own files and the ones it asked for. */
  fetchedPaths: string[]
  languageLinks: LanguageLink[]
  layoutShifts: LayoutShift[]
  axe: AxeViolation[]
  /** The text shown, banner included (`innerText`, so only what is rendered); read at desktop width only. */
  visibleText?: string
}

/** The banner's buttons in the three languages: once one is there, the banner is up. */
export const consentAcceptButton = /^(Accept|Aceitar|Acepto)$/

// How long a page may take to load (the harness's default), and then to show its banner.
const bannerTimeoutMs = 30_000

/**
 * Opens `url` at `viewport` in a fresh context, recording layout shifts from the first paint on; waits for the
 * `load` event and then for the consent banner (it shows `consentBannerDelay` after its island hydrates: the
 * page has settled by then, and a shift the banner itself causes is recorded); reads what the checks need, runs axe-core, and closes the context.
 * Console errors and outside requests are read last, so they cover the whole visit.
 */
export async function visitPage(site: Harness, url: string, viewport: ViewportName): Promise<PageVisit> {
  const opened = await site.open(url, { viewport, waitUntil: 'load', initScript: recordLayoutShifts })
  try {
    const { page } = opened
    // It shows about a second after `load`; on a busy machine (two cores shared with other browsers) that can take
    // as long as the load itself, so it gets the same ceiling.
    await page.getByRole('button', { name: consentAcceptButton }).waitFor({ timeout: bannerTimeoutMs })
    const lang = await page.getAttribute('html', 'lang')
    const languageLinks = distinctLinks(
      await page.$$eval(languageLinkSelector, (anchors) =>
        anchors.map((a) => [a.getAttribute('hreflang') ?? '', a.getAttribute('href') ?? ''] as LanguageLink),
      ),
    )
    // innerText, not textContent: the text a visitor sees, without hidden elements.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
    const visibleText = viewport === 'desktop' ? normalize(await page.evaluate(() => document.body.innerText)) : undefined
    const axe = await axeViolations(page)
    // The frame that painted the banner, then the task that reports its layout shift, if it made one.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))))
    const layoutShifts = await readLayoutShifts(page)
    const fetchedPaths = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    return {
      status: opened.response?.status(),
      lang,
      consoleErrors: [...opened.consoleErrors],
      externalRequests: [...opened.externalRequests],
      fetchedPaths,
      languageLinks,
      layoutShifts,
      axe,
      visibleText,
    }
  } finally {
    await opened.close()
  }
}
