// Lighthouse's standard mobile run (emulated phone, simulated slow 4G and CPU throttling: its
// defaults) in Debian's Chromium, through Lighthouse's Node API and chrome-launcher.
// Lighthouse 12: 13 declares Node >= 22.19, and on Node 20 one of its audits crashes.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { onExit } from '../testbed/onExit'
import { chromiumFlags, chromiumPath } from '../testbed/chromium'
import type { BenchPage } from './pageTypes'

/** The four categories docs/performance.md reports, by Lighthouse's id. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** A category id, e.g. `best-practices`. */
export type Category = (typeof categories)[number]

/** One page's scores, 0–100; null when Lighthouse could not score a category (see `error`). */
export type LighthouseScores = BenchPage & {
  scores: Record<Category, number | null>
  /** The median run's largest contentful paint (ms) and cumulative layout shift, as Lighthouse measured them. */
  metrics: { largestContentfulPaintMs: number | null; cumulativeLayoutShift: number | null }
  /** Lighthouse's run-time error (e.g. the page never painted), if any. */
  error?: string
  /** Lighthouse's warnings about the run, e.g. a slow machine skewing performance. */
  warnings: string[]
  /** Runs it took: three, of which the median is reported, plus any retried after a run-time error ("run Lighthouse again"). */
  attempts: number
}

/** What every run shares: Lighthouse's version, its settings, and how fast it found this machine. */
export type LighthouseRun = { version: string; formFactor: string; throttlingMethod: string; benchmarkIndex: number | null; pages: LighthouseScores[] }

/**
 * Lighthouse's performance score moves by several points from one run to the next on the same page and machine:
 * each page is audited three times and the run with the median performance score is reported, as Lighthouse advises
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md). A run that ends in a run-time error
 * (e.g. NO_NAVSTART) is made again, up to three times; `attempts` counts every run.
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
export async function lighthouseScores(baseUrl: string, pages: BenchPage[]): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
    logLevel: 'silent',
  })
  // chrome-launcher cleans up on Ctrl-C only; a SIGTERM or a crash must not leave Chromium running either.
  const forget = onExit(() => chrome.kill())
  try {
    const run: LighthouseRun = { version: '', formFactor: '', throttlingMethod: '', benchmarkIndex: null, pages: [] }
    for (const page of pages) {
      const { lhr, attempts } = await medianAudit(baseUrl + page.url, chrome.port)
      run.version = lhr.lighthouseVersion
      run.formFactor = lhr.configSettings.formFactor
      run.throttlingMethod = lhr.configSettings.throttlingMethod
      run.benchmarkIndex = lhr.environment.benchmarkIndex ?? null
      const score = (id: Category) => {
        const value = lhr.categories[id]?.score
        return typeof value === 'number' ? Math.round(value * 100) : null
      }
      run.pages.push({
        ...page,
        scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as Record<Category, number | null>,
        metrics: {
          largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        },
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        warnings: lhr.runWarnings.map(String),
        attempts,
      })
    }
    return run
  } finally {
    forget()
    chrome.kill()
  }
}
