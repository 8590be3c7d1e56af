import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { cardSurface, wrappingCardRow } from '../../theme/cards.css'
import { wrappingCardWidth } from '../../theme/wrappingCardWidth'

/** The five cards: one column on phones, two from sm, three from md (a centred 3 + 2), and a single row of five from lg. */
export const row = wrappingCardRow

export const card = style([cardSurface, ...wrappingCardWidth({ sm: 2, md: 3, lg: 5 }), { gap: vars.space.sm, padding: vars.space.lg }])

export const icon = style({ width: '56px', height: '56px', marginBottom: vars.space.xs })

export const title = style({ fontSize: vars.fontSize.lg })

export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
