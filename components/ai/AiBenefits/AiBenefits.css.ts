import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/**
 * The five cards: one column on phones, two from sm, three from md (a centred 3 + 2), and the spec's
 * single row of five from lg. Flex, not grid, so an odd last row stays centred.
 */
export const row = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
})

/** A benefit card. */
export const card = style([
  {
    flex: '1 1 100%',
    display: 'grid',
    gap: vars.space.sm,
    alignContent: 'start',
    padding: vars.space.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
  },
  responsiveStyle({
    sm: { flexBasis: `calc((100% - ${vars.space.lg}) / 2)`, flexGrow: 0 },
    md: { flexBasis: `calc((100% - 2 * ${vars.space.lg}) / 3)` },
    lg: { flexBasis: `calc((100% - 4 * ${vars.space.lg}) / 5)` },
  }),
])

/** The benefit's icon. */
export const icon = style({ width: '56px', height: '56px', marginBottom: vars.space.xs })

/** The benefit's name. */
export const title = style({ fontSize: vars.fontSize.lg })

/** What it means for the business. */
export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
