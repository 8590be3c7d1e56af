import { vars } from './theme.css'

/** The focus ring (docs/product/rules.md): dark for white, in a light halo for dark bands; the halo, a box-shadow, replaces the element's own. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 7px ${vars.color.focusHalo}`,
} as const
