import { style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { vars } from '../../theme/theme.css'

/** One column on phones, two from sm, three from md; tighter than the home page's grid, as the cards are small. */
export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
])
