import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** One block per row on phones, two from sm, four from lg. */
export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, lg: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } }),
])

/** A block with a gradient icon tile; the tile is decoration only. */
export const block = style([
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.line}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.card,
  },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

globalStyle(`${block}::before`, {
  content: '""',
  width: '44px',
  height: '44px',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.md,
  // A check mark on the brand gradient.
  background: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 44 44'%3E%3Cpath d='m14 22.5 5 5L30 16.5' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 44px no-repeat, ${vars.gradient.brand}`,
})

/** The benefit's name. */
export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

/** What it means for the client. */
export const text = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
