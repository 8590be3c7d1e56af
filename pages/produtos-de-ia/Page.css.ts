import { style } from '@vanilla-extract/css'
import { vars } from '../../components/theme/theme.css'

/** The band of product cards; the call to action below brings its own padding. */
export const products = style({ paddingTop: vars.space.section })
