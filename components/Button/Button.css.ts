import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

/** Shared shape: pill buttons at least 44 px tall, so they are easy targets on phones. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  ':disabled': { cursor: 'not-allowed', opacity: 0.7 },
})

/** Colour schemes: `primary` on light backgrounds, `light` and `outlineLight` on dark ones. */
export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    ':hover': { background: vars.color.brandStrong },
  },
  secondary: {
    background: 'transparent',
    color: vars.color.brand,
    borderColor: vars.color.brand,
    ':hover': { background: vars.color.surfaceAlt },
  },
  light: {
    background: vars.color.surface,
    color: vars.color.brandStrong,
    ':hover': { background: vars.color.surfaceAlt },
  },
  outlineLight: {
    background: 'transparent',
    color: vars.color.onBrand,
    borderColor: 'rgba(255, 255, 255, 0.8)',
    ':hover': { background: 'rgba(255, 255, 255, 0.12)' },
  },
})

/** Sizes. */
export const size = styleVariants({
  md: { paddingInline: vars.space.lg, fontSize: vars.fontSize.sm },
  lg: { paddingInline: vars.space.xl, minHeight: '52px', fontSize: vars.fontSize.md },
})
