import { style } from '@vanilla-extract/css'
import { vars } from '../../components/theme/theme.css'

/** The banner's key figures, left-aligned inside their own columns, under the buttons. */
export const figures = style({ width: '100%', marginTop: vars.space.xxl, textAlign: 'start' })
