import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** A quiet line under the form card, its link underlined like the page's other links in text. */
export const root = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
  paddingInline: vars.space.xs,
  overflowWrap: 'anywhere',
})
