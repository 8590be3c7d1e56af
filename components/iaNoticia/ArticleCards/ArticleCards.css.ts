import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { cardGrid, raisedCard, ringedStretchedLink } from '../../theme/cards.css'

export const grid = cardGrid

export const card = raisedCard

/** The newest article: the whole row, its image beside the text from md. */
export const isFeatured = style([
  { gridColumn: '1 / -1' },
  responsiveStyle({ md: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'stretch' } }),
])

export const image = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.placeholder })

globalStyle(`${isFeatured} ${image}`, responsiveStyle({ md: { height: '100%', minHeight: '100%' } }))

export const body = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, flex: 1, alignContent: 'start' })

globalStyle(`${isFeatured} ${body}`, responsiveStyle({ md: { padding: vars.space.xxl, alignContent: 'center' } }))

export const title = style({ fontSize: vars.fontSize.lg })

globalStyle(`${isFeatured} ${title}`, responsiveStyle({ md: { fontSize: vars.fontSize.xl } }))

export const link = style([ringedStretchedLink, { color: vars.color.ink }])

export const excerpt = style({ color: vars.color.inkSoft })

/** "See the curation →": only a visual cue, the title's link covers the card. */
export const more = style({
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: { [`${card}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' } },
})
