import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

/**
 * Numbers the items of a list 01, 02… above their text, large and in the accent colour, with a CSS counter that the
 * list resets (`counterReset`) and each item steps (`counterIncrement`). The numbers are decoration: an ordered list
 * already tells screen readers the order. Call it from a stylesheet (`.css.ts`).
 */
export function stepNumbers(item: string, counter: string) {
  globalStyle(`${item}::before`, {
    content: `counter(${counter}, decimal-leading-zero)`,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: 700,
    color: vars.color.accent,
  })
}
