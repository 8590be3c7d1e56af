import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
})

export const tone = styleVariants({
  light: { color: vars.color.muted },
  dark: { color: vars.color.onDarkMuted },
})

export const score = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 600 })

export const value = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontVariantNumeric: 'tabular-nums',
})

export const date = style({ margin: 0 })
