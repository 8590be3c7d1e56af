import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** A quiet line by the button; no room taken while empty. */
export const root = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
})
