// Lighthouse's standard mobile run (emulated phone, simulated slow 4G and CPU throttling: its defaults) in Debian's
// Chromium. Lighthouse 12: 13 declares Node >= 22.19, and on Node 20 one of its audits crashes.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../testbed/chromium'
import { onExit } from '../testbed/onExit'
import type { BenchPage } from './pageTypes'

/** The four categories docs/performance.md reports, by Lighthouse's id. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Category = (typeof categories)[number]

/**
 * The performance score moves by several points between runs on the same page and machine: each page is audited three
 * times and the run with the median performance score is kept, as Lighthouse advises (its docs/variability.md). A run
 * that ends in a run-time error (e.g. NO_NAVSTART) is made again, up to three times; `attempts` counts every run.
 */
async function medianAudit(url: string, port: number) {
  const reports = []
  let attempts = 0
  for (let run = 0; run < 3; run++) {
    for (let tries = 1; ; tries++) {
      attempts++
      const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...categories] })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (!result.lhr.runtimeError || tries === 3) {
        reports.push(result.lhr)
        break
      }
    }
  }
  reports.sort((a, b) => (a.categories.performance?.score ?? -1) - (b.categories.performance?.score ?? -1))
  return { lhr: reports[1]!, attempts }
}

/** Scores each page of the site at `baseUrl`, one after the other, in one Chromium. */
export async function lighthouseScores(baseUrl: string, pages: BenchPage[]) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags, '--headless=new'], logLevel: 'silent' })
  // chrome-launcher cleans up on Ctrl-C only; a SIGTERM or a crash must not leave Chromium running either.
  const forget = onExit(() => chrome.kill())
  try {
    const audits = []
    for (const page of pages) audits.push({ page, ...(await medianAudit(baseUrl + page.url, chrome.port)) })
    const last = audits.at(-1)?.lhr
    const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : null)
    return {
      version: last?.lighthouseVersion ?? '',
      formFactor: last?.configSettings.formFactor ?? '',
      throttlingMethod: last?.configSettings.throttlingMethod ?? '',
      // How fast Lighthouse found this machine, which its simulated throttling scales by.
      benchmarkIndex: last?.environment.benchmarkIndex ?? null,
      pages: audits.map(({ page, lhr, attempts }) => ({
        ...page,
        scores: Object.fromEntries(categories.map((id) => [id, score(lhr.categories[id]?.score)])) as Record<Category, number | null>,
        // The median run's; null when it could not measure them (see `error`: e.g. the page never painted).
        metrics: {
          largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        },
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        warnings: lhr.runWarnings.map(String),
        attempts,
      })),
    }
  } finally {
    forget()
    chrome.kill()
  }
}
