import { style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../components/theme/responsiveStyle'
import { vars } from '../../components/theme/theme.css'

/** The band of product cards; the call to action below brings its own padding. */
export const products = style({ paddingTop: vars.space.section })

export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    md: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.xl },
  }),
])

/** A cell: two of six columns from md, the last two shifted by one so the second row is centered. */
export const item = style([
  { display: 'flex' },
  responsiveStyle({
    md: {
      gridColumn: 'span 2',
      selectors: { '&:nth-child(4):nth-last-child(2)': { gridColumn: '2 / span 2' } },
    },
  }),
])
