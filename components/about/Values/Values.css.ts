import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { cardSurface, wrappingCardRow } from '../../theme/cards.css'
import { wrappingCardWidth } from '../../theme/wrappingCardWidth'

/** The values; rows wrap and centre, so the last row (3 + 2) stays balanced. */
export const grid = wrappingCardRow

/** One value: full width on phones, half from sm, a third from md. */
export const card = style([cardSurface, ...wrappingCardWidth({ sm: 2, md: 3 }), { gap: vars.space.sm, padding: vars.space.xl }])

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  marginBottom: vars.space.xs,
})

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

/** What the value means in practice. */
export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
