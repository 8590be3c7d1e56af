import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** Numbers a list's items 01, 02… with the CSS counter the list resets and each item steps (decoration: an `<ol>` tells the order). */
export function stepNumbers(item: string, counter: string) {
  globalStyle(`${item}::before`, {
    content: `counter(${counter}, decimal-leading-zero)`,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: 700,
    color: vars.color.accent,
  })
}
