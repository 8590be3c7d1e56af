import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const more = style({ marginTop: vars.space.xl, color: vars.color.onDark, textAlign: 'center' })

export const link = style({ color: vars.color.onDarkStrong, fontWeight: 600, textUnderlineOffset: '3px' })
