import { vars } from './theme.css'

/**
 * The keyboard focus ring (docs/product/rules.md): a dark ring that stands out on white in a light halo that stands out
 * on the dark bands (focusRing.test.ts measures both). The halo is a box-shadow: it replaces the element's own while focused.
 */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 7px ${vars.color.focusHalo}`,
} as const
