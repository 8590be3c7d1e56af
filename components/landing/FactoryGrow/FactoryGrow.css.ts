import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The pointer to the hire page. */
export const more = style({ marginTop: vars.space.xl, color: vars.color.onDark, textAlign: 'center' })

/** The hire page link, underlined as a link in running text. */
export const link = style({ color: vars.color.onDarkStrong, fontWeight: 600, textUnderlineOffset: '3px' })
