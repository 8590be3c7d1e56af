import { style } from '@vanilla-extract/css'
import { vars } from '../../components/theme/theme.css'

/** The out-of-date notice above a translation's preview: the site's danger colour on its own line. */
export const translationNotice = style({
  margin: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
})
