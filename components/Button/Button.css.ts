import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'
import { responsiveStyle } from '../theme/responsiveStyle'

/** Every button and button-like link: pills at least 44 px tall, in a colour scheme (`variant`) and a `size`. */
export const base = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    // In the web font every label fits one line at 320 px (the text-fit browser test); on phones a wider fallback
    // font (no Arial: Android, Linux) wraps a long label instead of widening its column past the screen.
    textAlign: 'center',
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    ':disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
  responsiveStyle({ sm: { whiteSpace: 'nowrap' } }),
])

/** `light` and `outlineLight` are for dark backgrounds. */
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
    borderColor: translucent('white', 0.8),
    ':hover': { background: translucent('white', 0.12) },
  },
})

// Narrower padding, and the large size's smaller type, on phones: a long label ("Fale com um especialista em IA") stays
// on one line in a 320 px screen's column.
export const size = styleVariants({
  md: [{ paddingInline: vars.space.md, fontSize: vars.fontSize.sm }, responsiveStyle({ sm: { paddingInline: vars.space.lg } })],
  lg: [
    { paddingInline: vars.space.lg, minHeight: '52px', fontSize: vars.fontSize.sm },
    responsiveStyle({ sm: { paddingInline: vars.space.xl, fontSize: vars.fontSize.md } }),
  ],
})
