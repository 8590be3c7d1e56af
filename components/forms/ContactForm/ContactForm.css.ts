import { globalStyle, style } from '@vanilla-extract/css'
import { formCard } from '../../theme/cards.css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The form on a white card. */
export const root = formCard

export const title = style({ fontSize: vars.fontSize.xl })

/** One column on phones, two from sm. */
export const fields = style([
  { display: 'grid', gap: vars.space.lg },
  responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.md } }),
])

/** A field across both columns: the message. */
export const wide = style(responsiveStyle({ sm: { gridColumn: '1 / -1' } }))

/** The button and the privacy note. */
export const actions = style([
  { display: 'grid', gap: vars.space.md, justifyItems: 'stretch' },
  responsiveStyle({ sm: { gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: vars.space.lg } }),
])

/** The privacy note beside the button. */
export const privacy = style({ fontSize: vars.fontSize.xs, color: vars.color.muted, maxWidth: '44ch' })

globalStyle(`${privacy} a`, { color: vars.color.brand, textUnderlineOffset: '3px' })
