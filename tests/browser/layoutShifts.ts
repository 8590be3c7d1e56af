import type { Page } from 'playwright-core'

/** One layout shift: its score and the elements that moved (`tag.class`). */
export type LayoutShift = { value: number; sources: string[] }

/**
 * The most a page may move in all, banner included. "Good" is under 0.1 (https://web.dev/articles/cls);
 * we hold the pages to no visible shift at all.
 */
export const maxLayoutShift = 0.001

/**
 * Records every layout shift from the first paint on into `window.layoutShifts`. Passed to `addInitScript`, so it
 * runs before any script of the page; it must not refer to anything outside itself.
 */
export function recordLayoutShifts(): void {
  const shifts: { value: number; sources: string[] }[] = []
  ;(window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue
      const sources = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)))
      shifts.push({ value: entry.value, sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** The shifts recorded so far on a page opened with `recordLayoutShifts` (which must have run: no record is no pass). */
export async function readLayoutShifts(page: Page): Promise<LayoutShift[]> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts?: LayoutShift[] }).layoutShifts ?? null)
  if (!shifts) throw new Error('the layout shift recorder did not run in the page')
  return shifts
}

/** What is wrong with the shifts: nothing when they add up to at most `maxLayoutShift`, else each shift. */
export function layoutShiftProblems(shifts: LayoutShift[]): string[] {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  if (total <= maxLayoutShift) return []
  return [`cumulative layout shift ${total.toFixed(4)} (at most ${maxLayoutShift}):`, ...shifts.map((s) => `  ${s.value.toFixed(4)} ${s.sources.join(', ')}`)]
}
