import type { StyleRule } from '@vanilla-extract/css'
import { type Breakpoint, responsiveStyle } from './responsiveStyle'
import { vars } from './theme.css'

// Not in cards.css.ts: a style file may export only styles, and components import that one.

/** The width of a card in a wrappingCardRow: full width on phones, then `perRow` cards a row from each breakpoint. */
export function wrappingCardWidth(perRow: Partial<Record<Breakpoint, number>>): StyleRule[] {
  const rules = Object.fromEntries(
    Object.entries(perRow).map(([breakpoint, count]) => [breakpoint, { flexBasis: `calc((100% - ${count - 1} * ${vars.space.lg}) / ${count})`, flexGrow: 0 }]),
  )
  return [{ flex: '1 1 100%' }, responsiveStyle(rules)]
}
