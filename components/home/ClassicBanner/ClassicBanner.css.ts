import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The key figures, left-aligned inside their own columns, under the buttons. */
export const figures = style({ width: '100%', marginTop: vars.space.xxl, textAlign: 'start' })
