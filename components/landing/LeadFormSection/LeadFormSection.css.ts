import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The introduction above the form on phones, beside it from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl } }),
])

/** Heading and the reassurances. */
export const intro = style({ display: 'grid', alignContent: 'start' })
