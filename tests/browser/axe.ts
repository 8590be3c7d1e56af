import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// axe-core's browser bundle, evaluated through the DevTools protocol: the page's CSP (no inline script) does not apply.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (landmarks, headings, region). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** One rule broken on a page: the rule, what it asks, and the first elements that break it. */
export type AxeViolation = { id: string; help: string; targets: string[] }

/** Runs axe-core on the page as it is now and returns what it finds. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async (runOnly) => {
    type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe
    // Only the violations in full: axe then skips collecting the details of every element that passes.
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] })
    return violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
  }, tags)
}
