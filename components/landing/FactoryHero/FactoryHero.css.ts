import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** Three promises under the button, a little tighter and bolder than a body list. */
export const highlights = style({ gap: vars.space.xs, marginTop: vars.space.xs, fontWeight: 600, fontSize: vars.fontSize.sm })
