import { globalStyle, style } from '@vanilla-extract/css'
import { formCard } from '../../theme/cards.css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

export const root = formCard

export const title = style({ fontSize: vars.fontSize.xl })

export const fields = style([
  { display: 'grid', gap: vars.space.lg },
  responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.md } }),
])

export const wide = style(responsiveStyle({ sm: { gridColumn: '1 / -1' } }))

export const actions = style([
  { display: 'grid', gap: vars.space.md, justifyItems: 'stretch' },
  responsiveStyle({ sm: { gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: vars.space.lg } }),
])

export const privacy = style({ fontSize: vars.fontSize.xs, color: vars.color.muted, maxWidth: '44ch' })

globalStyle(`${privacy} a`, { color: vars.color.brand, textUnderlineOffset: '3px' })
