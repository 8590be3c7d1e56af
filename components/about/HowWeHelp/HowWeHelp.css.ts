import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { stepNumbers } from '../../theme/stepNumbers'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** An ordered list: one column on phones, two from sm, four from lg. */
export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, counterReset: 'help' },
  responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, 1fr)' }, lg: { gridTemplateColumns: 'repeat(4, 1fr)' } }),
])

/** A card, numbered 01, 02… by a CSS counter (the list itself tells screen readers the order). */
export const card = style({
  counterIncrement: 'help',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  // A straight gradient bar along the top, clipped by the rounded corners.
  background: `${vars.gradient.brand} top / 100% 4px no-repeat, ${vars.color.surface}`,
})

stepNumbers(card, 'help')

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
