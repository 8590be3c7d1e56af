import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'
import { responsiveStyle } from '../theme/responsiveStyle'

/**
 * Two figures per row, four from md. The list is a size container: the numbers scale with its
 * width (cqi), so "10+ years" stays on one line in the wide panel and in the narrower classic banner.
 */
export const root = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    containerType: 'inline-size',
  },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xl } }),
])

/** A figure above its label (the words after it in the message, in small type), with a thin rule on the left. */
export const item = style({
  display: 'grid',
  fontSize: vars.fontSize.sm,
  color: vars.color.onDark,
  alignContent: 'start',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${translucent('onDark', 0.35)}`,
})

/** The number: about a 13th of a column wide per character, between 22 and 44 px. */
export const value = style([
  {
    fontFamily: vars.font.heading,
    fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 7.5cqi, 2.75rem)'],
    lineHeight: 1.1,
    color: vars.color.onDarkStrong,
  },
  responsiveStyle({ md: { fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 3.8cqi, 2.75rem)'] } }),
])
