import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The two figures under a thin rule: stacked on small phones, side by side from sm. */
export const figures = style([
  {
    listStyle: 'none',
    margin: `${vars.space.md} 0 0`,
    padding: `${vars.space.lg} 0 0`,
    width: '100%',
    display: 'grid',
    gap: vars.space.lg,
    borderTop: `1px solid ${translucent('onDarkMuted', 0.25)}`,
  },
  responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
])

/** A figure above its label (the words after it in the message, in small type), with a violet rule on the left. */
export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.accent}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.onDark,
})

/** The number. */
export const value = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: 1.1, color: vars.color.onDarkStrong })
