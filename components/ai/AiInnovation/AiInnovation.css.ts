import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const paragraph = style({ color: vars.color.inkSoft })
