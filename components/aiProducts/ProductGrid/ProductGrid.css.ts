import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { linkCard, stretchedLink } from '../../theme/cards.css'

/** One column on phones, two from sm, three from md; the last row of two stays centered. */
export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    md: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.xl },
  }),
])

/** A cell: two of six columns from md, the last two shifted by one so the second row is centered. */
export const item = style([
  { display: 'flex' },
  responsiveStyle({
    md: {
      gridColumn: 'span 2',
      selectors: { '&:nth-child(4):nth-last-child(2)': { gridColumn: '2 / span 2' } },
    },
  }),
])

/** The card; the focus ring of its link is drawn around the whole card, and it lifts in the accent colour. */
export const card = style([linkCard, { selectors: { '&:hover': { borderColor: vars.color.accent } } }])

/** The product's illustration, at a fixed ratio so it reserves its space. */
export const image = style({ width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', background: vars.color.surfaceAlt })

/** Kind, name, pitch and cue; the cue sits at the bottom of every card alike. */
export const body = style({ display: 'grid', gridTemplateRows: 'auto auto 1fr auto', gap: vars.space.sm, padding: vars.space.lg, flex: 1 })

/** The kind of product, a small label. */
export const category = style({ color: vars.color.accent })

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })

/** The card's link (the name, or "Ask us about …") stretches over the card: one target, one accessible name. */
export const link = stretchedLink

export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })

/** The line at the bottom of every card: "Visit the product", or the "Ask us about …" link. */
export const more = style({ color: vars.color.brand, fontWeight: 600, fontSize: vars.fontSize.sm })

/** "(in Portuguese)" after a product's name in its title: a note, smaller and lighter than the name. */
export const language = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.inkSoft })
