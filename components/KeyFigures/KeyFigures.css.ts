import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'
import { responsiveStyle } from '../theme/responsiveStyle'

/**
 * One figure per row on phones (two would leave each label a dozen characters a line), two from sm, four from md.
 * The list is a size container: the numbers scale with its width (cqi), so "US$ 6 mi+" stays on one line and inside
 * its column in the wide panel and in the narrower classic banner.
 */
export const root = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    containerType: 'inline-size',
  },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xl },
  }),
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

/** The number: about a 13th of a column wide per character, between 22 and 44 px (40 px in four columns). */
export const value = style([
  {
    fontFamily: vars.font.heading,
    fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 12cqi, 2.75rem)'],
    lineHeight: 1.1,
    color: vars.color.onDarkStrong,
  },
  responsiveStyle({
    sm: { fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 7.5cqi, 2.75rem)'] },
    md: { fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 3.4cqi, 2.5rem)'] },
  }),
])
