import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { cardGrid, linkCard, stretchedLink } from '../../theme/cards.css'

/** One column on phones, two from sm, three from md. */
export const grid = cardGrid

/** A grid cell; the card fills it, so the cards of a row share one height. */
export const item = style({ display: 'flex' })

/** The card, lifted a little on hover; the focus ring of its link is drawn around the whole card. */
export const card = linkCard

/** The image box, 16:9, holding the badge. */
export const media = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.surfaceAlt })

/** The news image, covering its box. */
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })

/** The badge's look: a white pill with the brand's name in navy. */
export const badgeLook = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.14em',
  lineHeight: 1.4,
  boxShadow: vars.shadow.card,
})

/** The badge in the image's top corner. */
export const badge = style({ position: 'absolute', insetBlockStart: vars.space.md, insetInlineStart: vars.space.md })

/** Date, title, summary and the cue, the cue at the bottom of every card alike. */
export const body = style({ display: 'grid', gridTemplateRows: 'auto auto 1fr auto', gap: vars.space.sm, padding: vars.space.lg, flex: 1 })

export const date = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.muted, letterSpacing: '0.02em' })

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

/** The title's link stretches over the card: one target, one accessible name. */
export const link = stretchedLink

export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
})

/** The arrow moves on with the card's hover. */
export const arrow = style({
  transition: `transform ${vars.motion.normal}`,
  selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)' } },
})
