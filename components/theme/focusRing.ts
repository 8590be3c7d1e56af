import { vars } from './theme.css'

/**
 * The site's keyboard focus ring, two-tone so that it shows on every background (docs/product/rules.md): a 3 px dark
 * ring 2 px out from the element, inside a light halo that fills the gap and runs 2 px past it. On white the dark ring
 * stands out, on the dark bands, gradients and brand-coloured buttons the halo does (focusRing.test.ts measures both).
 * The halo is a box-shadow, so a focused element's own shadow gives way to it while it has focus.
 */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 7px ${vars.color.focusHalo}`,
} as const
