import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

// A chevron in the ink colour, drawn as a background so the native list (and its keyboard use) stays.
const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5l5 5 5-5' fill='none' stroke='%230b1533' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`

/** The native select with our chevron in place of the browser's. */
export const select = style({
  appearance: 'none',
  backgroundImage: chevron,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space.md} center`,
  paddingRight: `calc(${vars.space.md} * 2 + 12px)`,
  cursor: 'pointer',
  // The placeholder option reads like a placeholder while it is chosen.
  selectors: { '&:has(option[value=""]:checked)': { color: vars.color.muted } },
})

// The open list shows the states in the text colour, not the placeholder's grey.
globalStyle(`${select} option`, { color: vars.color.ink })
