import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xl },
  }),
])
