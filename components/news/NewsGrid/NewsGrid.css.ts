import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { cardCue, cardGrid, linkCard, stretchedLink } from '../../theme/cards.css'

export const grid = cardGrid

/** A grid cell; the card fills it, so the cards of a row share one height. */
export const item = style({ display: 'flex' })

export const card = linkCard

/** Date, title, summary and the cue, the cue at the bottom of every card alike. */
export const body = style({ display: 'grid', gridTemplateRows: 'auto auto 1fr auto', gap: vars.space.sm, padding: vars.space.lg, flex: 1 })

export const date = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: vars.color.muted, letterSpacing: '0.02em' })

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

export const link = stretchedLink

export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })

export const more = style([cardCue, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }])

export const arrow = style({
  transition: `transform ${vars.motion.normal}`,
  selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)' } },
})

export const empty = style({ maxWidth: '60ch', fontSize: vars.fontSize.lg, color: vars.color.inkSoft })

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xxl,
})

export const pages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })

/** The page links under the list: each a 44 px target, the current page filled; the site's focus ring stays (components/theme/focusRing.ts). */
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&[aria-current="page"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
})
