import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const list = style({ marginTop: vars.space.sm })
