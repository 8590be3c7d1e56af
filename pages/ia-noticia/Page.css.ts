import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { raisedCardCue, ringedStretchedLink } from '../../components/theme/cards.css'
import { responsiveStyle } from '../../components/theme/responsiveStyle'
import { vars } from '../../components/theme/theme.css'
import type { iaNoticiaTopics } from '../../data/iaNoticia'

/** The band of topic tiles, closer to the articles below than a section's usual rhythm. */
export const topics = style({ paddingBlock: vars.space.section, paddingBottom: vars.space.xxl })

export const tiles = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg } }),
])

/** A tile: the globe, "Mundo" and the area, on a brand gradient; white text on it is above AA. */
export const tile = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minHeight: '152px',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    color: vars.color.onBrand,
    boxShadow: vars.shadow.card,
  },
  responsiveStyle({ md: { minHeight: '184px', padding: vars.space.lg } }),
])

/** One shade of the brand per tile, so the row reads as four areas, not one repeated box. */
export const palette = styleVariants({
  economy: { background: `linear-gradient(150deg, ${vars.color.ink} 0%, ${vars.color.brandStrong} 100%)` },
  climate: { background: `linear-gradient(150deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 100%)` },
  technology: { background: `linear-gradient(150deg, ${vars.color.brand} 0%, ${vars.color.violet} 100%)` },
  diplomacy: { background: `linear-gradient(150deg, ${vars.color.violetDeep} 0%, ${vars.color.accent} 100%)` },
} satisfies Record<(typeof iaNoticiaTopics)[number]['id'], object>)

/** The globe, above the label; labels line up across a row whatever the length of their areas. */
export const globe = style({ width: '40px', height: '40px' })

export const tileLabel = style({ marginTop: vars.space.md, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.2 })

export const tileSubtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.onDark, lineHeight: 1.4 })

export const featured = style([
  { gridColumn: '1 / -1' },
  responsiveStyle({ md: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'stretch' } }),
])

export const image = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.placeholder })

globalStyle(`${featured} ${image}`, responsiveStyle({ md: { height: '100%', minHeight: '100%' } }))

export const body = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, flex: 1, alignContent: 'start' })

globalStyle(`${featured} ${body}`, responsiveStyle({ md: { padding: vars.space.xxl, alignContent: 'center' } }))

export const title = style({ fontSize: vars.fontSize.lg })

globalStyle(`${featured} ${title}`, responsiveStyle({ md: { fontSize: vars.fontSize.xl } }))

export const link = style([ringedStretchedLink, { color: vars.color.ink }])

export const excerpt = style({ color: vars.color.inkSoft })

/** "See the curation →": only a visual cue, the title's link covers the card. */
export const more = raisedCardCue
