import type { StyleRule } from '@vanilla-extract/css'

/** The breakpoints (docs/product/rules.md): sm 640, md 1024 (min-width, mobile first), plus lg for wide layouts. */
export const breakpoints = { sm: 640, md: 1024, lg: 1280 } as const

export type Breakpoint = keyof typeof breakpoints
type ResponsiveRule = Partial<Record<Breakpoint, StyleRule>>

/** Mobile-first style overrides from a breakpoint (plus `offset` px) upward, e.g. `responsiveStyle({ md: { display: 'flex' } })`. */
export function responsiveStyle(rules: ResponsiveRule, offset = 0): StyleRule {
  const media: Record<string, StyleRule> = {}
  for (const [name, rule] of Object.entries(rules) as [Breakpoint, StyleRule][]) {
    media[`screen and (min-width: ${breakpoints[name] + offset}px)`] = rule
  }
  return { '@media': media } as StyleRule
}
