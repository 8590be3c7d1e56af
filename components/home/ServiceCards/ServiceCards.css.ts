import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { cardGrid, raisedCard, ringedStretchedLink } from '../../theme/cards.css'

/** A light grey band, so the white cards stand out. */
export const root = style({ background: vars.color.surfaceAlt, paddingBlock: vars.space.section })

/** One column on phones, two from sm, three from md (docs/product/rules.md). */
export const grid = cardGrid

/** A white card; its title link covers it. */
export const card = raisedCard

/** The last card: the whole row, image beside the text from sm, the image as wide as one column at md. */
export const isFullWidth = style([
  { gridColumn: '1 / -1' },
  responsiveStyle({
    sm: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' },
    md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  }),
])

/** The service's illustration at 16:10. */
export const image = style({ width: '100%', height: 'auto', aspectRatio: '320 / 200', background: vars.color.placeholder })

/** Title, description and the visual cue. */
export const body = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, flex: 1, alignContent: 'start' })

globalStyle(`${isFullWidth} ${body}`, responsiveStyle({ md: { padding: vars.space.xxl, gap: vars.space.md } }))

/** The card's heading. */
export const title = style({ fontSize: vars.fontSize.lg })

globalStyle(`${isFullWidth} ${title}`, responsiveStyle({ md: { fontSize: vars.fontSize.xl } }))

/** The title's link, stretched over the whole card so the card is one target. */
export const link = style([ringedStretchedLink, { color: vars.color.ink }])

/** The service's description. */
export const description = style({ color: vars.color.inkSoft })

/** "Explore the service →", coloured like a link. */
export const more = style({
  marginTop: vars.space.xs,
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: { [`${card}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' } },
})
