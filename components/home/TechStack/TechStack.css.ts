import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** One area per row on phones, two from sm, three from md. */
export const grid = style([
  { display: 'grid', gap: vars.space.lg },
  responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
])

export const area = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
})

export const title = style({ fontSize: vars.fontSize.lg })

export const badges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})
