import { style, type StyleRule } from '@vanilla-extract/css'

/** The rule behind `visuallyHidden`, for an element hidden so only at some widths. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = style(visuallyHiddenRule)
