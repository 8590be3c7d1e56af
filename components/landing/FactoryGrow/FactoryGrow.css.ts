import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { stepNumbers } from '../../theme/stepNumbers'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The stages: stacked on phones, in a row from md. */
export const stages = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, counterReset: 'stage' },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl } }),
])

/** A stage card, numbered by a CSS counter (the ordered list tells screen readers the order). */
export const stage = style({
  counterIncrement: 'stage',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

stepNumbers(stage, 'stage')

/** The stage's name. */
export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

/** What Tecto does in it. */
export const text = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })

/** The pointer to the hire page. */
export const more = style({ marginTop: vars.space.xl, color: vars.color.onDark, textAlign: 'center' })

/** The hire page link, underlined as a link in running text. */
export const link = style({ color: vars.color.onDarkStrong, fontWeight: 600, textUnderlineOffset: '3px' })
