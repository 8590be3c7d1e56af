import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The practices, a little apart from the paragraphs. */
export const list = style({ marginTop: vars.space.sm })
