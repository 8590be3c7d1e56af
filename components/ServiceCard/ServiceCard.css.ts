import { globalStyle, style } from '@vanilla-extract/css'
import { cardCue, linkCard, raisedCard, raisedCardCue, ringedStretchedLink, stretchedLink } from '../theme/cards.css'
import { responsiveStyle } from '../theme/responsiveStyle'
import { vars } from '../theme/theme.css'

// One class per look (ServiceCard.tsx): the home grid, the about carousel's slides, a service page's other services.

export const card = {
  grid: raisedCard,
  // Fills its slide, so every card of a row is as tall as the tallest.
  slide: linkCard,
  // The illustration beside the text; a smaller one until md leaves the pitch a readable column.
  compact: style([
    {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: '64px minmax(0, 1fr)',
      gap: vars.space.md,
      alignItems: 'start',
      height: '100%',
      padding: vars.space.md,
      background: vars.color.surface,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.card,
      transition: `box-shadow ${vars.motion.normal}`,
      ':hover': { boxShadow: vars.shadow.raised },
    },
    responsiveStyle({ md: { gridTemplateColumns: '96px minmax(0, 1fr)' } }),
  ]),
}

/** The home grid's last card: the whole row, image beside the text from sm, the image as wide as one column at md. */
export const wide = style([
  { gridColumn: '1 / -1' },
  responsiveStyle({
    sm: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' },
    md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  }),
])

// The illustration keeps its ratio, so it reserves its space before it loads.
export const image = {
  grid: style({ width: '100%', height: 'auto', aspectRatio: '320 / 200', background: vars.color.placeholder }),
  slide: style({ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', background: vars.color.surfaceAlt }),
  compact: style([{ width: '64px', height: '40px', borderRadius: vars.radius.sm }, responsiveStyle({ md: { width: '96px', height: '60px' } })]),
}

const cardBody = { display: 'grid', gap: vars.space.sm, padding: vars.space.lg, flex: 1 } as const

export const body = {
  grid: style({ ...cardBody, alignContent: 'start' }),
  slide: style({ ...cardBody, gridTemplateRows: 'auto 1fr auto' }),
  compact: style({ display: 'grid', gap: vars.space.xxs }),
}

globalStyle(`${wide} ${body.grid}`, responsiveStyle({ md: { padding: vars.space.xxl, gap: vars.space.md } }))

export const title = {
  grid: style({ fontSize: vars.fontSize.lg }),
  slide: style({ fontSize: vars.fontSize.lg, color: vars.color.ink }),
  compact: style({ fontSize: vars.fontSize.md }),
}

globalStyle(`${wide} ${title.grid}`, responsiveStyle({ md: { fontSize: vars.fontSize.xl } }))

// The name's link stretches over the whole card, so the card is one target with one accessible name.
export const link = {
  grid: style([ringedStretchedLink, { color: vars.color.ink }]),
  slide: stretchedLink,
  compact: style([ringedStretchedLink, { color: vars.color.brandStrong, '::after': { borderRadius: vars.radius.md } }]),
}

globalStyle(`${card.compact}:hover ${link.compact}`, { textDecoration: 'underline', textUnderlineOffset: '3px' })

export const description = {
  grid: style({ color: vars.color.inkSoft }),
  slide: style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm }),
  compact: style({ fontSize: vars.fontSize.sm, lineHeight: 1.5, color: vars.color.muted }),
}

export const more = { grid: style([raisedCardCue, { marginTop: vars.space.xs }]), slide: cardCue }
