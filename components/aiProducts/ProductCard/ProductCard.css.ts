import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { cardCue, linkCard, stretchedLink } from '../../theme/cards.css'

/** The card; the focus ring of its link is drawn around the whole card, and it lifts in the accent colour. */
export const card = style([linkCard, { selectors: { '&:hover': { borderColor: vars.color.accent } } }])

/** The product's illustration, at a fixed ratio so it reserves its space. */
export const image = style({ width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', background: vars.color.surfaceAlt })

/** Kind, name, pitch and cue; the cue sits at the bottom of every card alike. */
export const body = style({ display: 'grid', gridTemplateRows: 'auto auto 1fr auto', gap: vars.space.sm, padding: vars.space.lg, flex: 1 })

export const category = style({ color: vars.color.accent })

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })

export const link = stretchedLink

export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })

export const more = cardCue

/** "(in Portuguese)" after a product's name in its title: a note, smaller and lighter than the name. */
export const language = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.inkSoft })
