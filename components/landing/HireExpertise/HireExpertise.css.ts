import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { wrappingCardRow } from '../../theme/cards.css'
import { wrappingCardWidth } from '../../theme/wrappingCardWidth'

/** The profiles; rows wrap and centre, so the last row of seven (4 + 3) stays balanced. */
export const grid = wrappingCardRow

/** One profile: full width on phones, half from sm, a third from md, a quarter from lg. */
export const card = style([
  ...wrappingCardWidth({ sm: 2, md: 3, lg: 4 }),
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    // A straight gradient bar along the top, clipped by the rounded corners.
    background: `${vars.gradient.brand} top / 100% 4px no-repeat, ${vars.color.surface}`,
  },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

/** The profile's name. */
export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

/** What they do. */
export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm, flex: 1 })

/** The technologies, as small pills. */
export const skills = style({ listStyle: 'none', margin: `${vars.space.xs} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

/** A technology's name. */
export const skill = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
})
