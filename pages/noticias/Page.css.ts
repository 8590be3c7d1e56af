import { style } from '@vanilla-extract/css'
import { vars } from '../../components/theme/theme.css'

/** The band of news cards. */
export const articles = style({ paddingBlock: vars.space.section })
