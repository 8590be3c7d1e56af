import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The closing image, as wide as the content; its width and height attributes reserve its box. */
export const image = style({ width: '100%', height: 'auto', marginTop: vars.space.xxl, borderRadius: vars.radius.lg })
