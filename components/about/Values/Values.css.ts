import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Cards wrap and centre, so an odd last row (3 + 2) stays balanced. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
})

/** One value: full width on phones, half from sm, a third from md. */
export const card = style([
  {
    flex: '1 1 100%',
    display: 'grid',
    gap: vars.space.sm,
    alignContent: 'start',
    padding: vars.space.xl,
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
  },
  responsiveStyle({
    sm: { flexBasis: `calc((100% - ${vars.space.lg}) / 2)`, flexGrow: 0 },
    md: { flexBasis: `calc((100% - 2 * ${vars.space.lg}) / 3)` },
  }),
])

/** The icon on a soft brand disc. */
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

/** The value's name. */
export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

/** What the value means in practice. */
export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
