import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xl },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(2, 1fr)' } }),
])

export const profile = style({
  height: '100%',
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
})

export const profileWithPortrait = style([profile, responsiveStyle({ sm: { gridTemplateColumns: '120px 1fr' } })])

export const portrait = style({ width: '120px', height: '120px', borderRadius: vars.radius.pill })

export const text = style({ display: 'grid', gap: vars.space.xs })

export const name = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })

export const role = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, color: vars.color.brandStrong, fontWeight: 600 })

/** The role as the card's heading, while no person is supplied for it. */
export const roleTitle = style([role, { fontSize: vars.fontSize.lg }])

export const badge = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.06em',
})

export const bio = style({ color: vars.color.inkSoft, marginTop: vars.space.xs })
