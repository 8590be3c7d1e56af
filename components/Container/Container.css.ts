import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

export const root = style([
  { marginInline: 'auto', paddingInline: vars.space.md, width: '100%' },
  responsiveStyle({ sm: { paddingInline: vars.space.lg }, md: { paddingInline: vars.space.xl } }),
])

/** Maximum widths (docs/product/rules.md): 1552 px for the alternative layout, 1048 px beside the standard header, a reading column. */
export const width = styleVariants({
  wide: { maxWidth: vars.width.page },
  standard: { maxWidth: vars.width.standard },
  text: { maxWidth: `calc(${vars.width.text} + 2 * ${vars.space.xl})` },
})
