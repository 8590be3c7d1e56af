import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The sentence in place of the cards while no article is published. */
export const empty = style({ maxWidth: '60ch', fontSize: vars.fontSize.lg, color: vars.color.inkSoft })
