import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The heading, with the reasons beside it from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', gap: vars.space.xxl } }),
])

/** The reasons, one under the other. */
export const reasons = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg })

/** A reason, marked by a violet rule. */
export const reason = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `3px solid ${vars.color.accent}`,
})

export const title = style({ fontSize: vars.fontSize.lg })

export const text = style({ color: vars.color.inkSoft })
