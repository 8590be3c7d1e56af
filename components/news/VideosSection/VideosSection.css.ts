import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** A pale band, setting the videos apart from the news above. */
export const root = style({ paddingBlock: vars.space.section, background: vars.color.surfaceAlt })
