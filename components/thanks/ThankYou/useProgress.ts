import { useEffect, useRef, useState } from 'react'

/** The thank-you progress (docs/product/rules.md) rises 1 % every 10 ms, from 0 to 100. */
export const progressTiming = { step: 1, everyMs: 10, max: 100 } as const

/** Whether the visitor asked for less motion; their progress jumps straight to the end. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** The thank-you page's progress in percent: 0 in the prerendered page, then counting up to 100 in the browser. */
export function useProgress({ step, everyMs, max } = progressTiming): number {
  const [value, setValue] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval>>()

  useEffect(() => {
    if (prefersReducedMotion()) {
      setValue(max)
      return
    }
    timer.current = setInterval(() => setValue((current) => Math.min(max, current + step)), everyMs)
    return () => clearInterval(timer.current)
  }, [step, everyMs, max])

  useEffect(() => {
    if (value >= max) clearInterval(timer.current)
  }, [value, max])

  return value
}
