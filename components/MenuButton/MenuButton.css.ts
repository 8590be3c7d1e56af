import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'

const shape = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
} as const

/** A 44 px square target (the menu button, the drawer's close button): `dark` icon on white, `light` on the gradient bar. */
export const root = styleVariants({
  dark: { ...shape, color: vars.color.ink, ':hover': { background: vars.color.surfaceAlt } },
  light: { ...shape, color: vars.color.onBrand, ':hover': { background: translucent('white', 0.14) } },
})

export const icon = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' })
