import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

export const layout = style([
  { display: 'grid', gap: vars.space.xl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl } }),
])

export const intro = style({ display: 'grid', alignContent: 'start' })
