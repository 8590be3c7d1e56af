import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { stepNumbers } from '../../theme/stepNumbers'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The three stages: stacked on phones, in a row from md. */
export const list = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, counterReset: 'step' },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
])

/** A stage, numbered 01, 02, 03 by a CSS counter (the ordered list already tells screen readers the order). */
export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // A gradient bar along the top, clipped by the rounded corners.
  background: `${vars.gradient.brand} top / 100% 4px no-repeat, ${vars.color.surface}`,
})

stepNumbers(step, 'step')

export const title = style({ fontSize: vars.fontSize.lg })

export const text = style({ color: vars.color.inkSoft })
