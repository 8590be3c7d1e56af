import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The heading, with the reasons beside it from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', gap: vars.space.xxl } }),
])
