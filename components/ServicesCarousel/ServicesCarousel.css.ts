import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { linkCard, stretchedLink } from '../theme/cards.css'

/** A card filling its slide, so every card in a row is as tall as the tallest. */
export const card = linkCard

/** The service's illustration, at a fixed ratio so it reserves its space before it loads. */
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
})

/** Title, description and the "learn more" cue. */
export const body = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, flex: 1, gridTemplateRows: 'auto 1fr auto' })

/** The service's name. */
export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

/** The title's link stretches over the card, so the whole card is one target with one accessible name. */
export const link = stretchedLink

/** The service's one-line pitch. */
export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })

/** "Learn more →". */
export const more = style({ color: vars.color.brand, fontWeight: 600, fontSize: vars.fontSize.sm })
