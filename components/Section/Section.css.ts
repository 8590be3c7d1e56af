import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { responsiveStyle } from '../theme/responsiveStyle'
import { vars } from '../theme/theme.css'

export const root = style({ paddingBlock: vars.space.section })

/** Backgrounds; text on `dark` uses the light tokens (AA on the gradient's lightest stop). */
export const tone = styleVariants({
  plain: { background: vars.color.surface, color: vars.color.ink },
  // The page's own white, without a background of its own: the shadow of a panel just above shows through.
  bare: {},
  tinted: { background: vars.color.surfaceAlt, color: vars.color.ink },
  dark: { background: vars.gradient.dark, color: vars.color.onDark },
})

export const split = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)' } }),
])

export const imageFirst = style(responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)' } }))

export const text = style({ display: 'grid', gap: vars.space.md, maxWidth: '62ch' })

export const image = style({ maxWidth: '100%', height: 'auto', justifySelf: 'center' })

globalStyle(`${imageFirst} > ${image}`, responsiveStyle({ md: { order: -1 } }))
