import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The band under an article. */
export const root = style({ paddingBlock: vars.space.section, background: vars.color.surfaceAlt })
