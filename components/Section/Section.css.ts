import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

/** Generous vertical rhythm between bands. */
export const root = style({ paddingBlock: vars.space.section })

/** Backgrounds; text on `dark` uses the light tokens (AA on the gradient's lightest stop). */
export const tone = styleVariants({
  plain: { background: vars.color.surface, color: vars.color.ink },
  tinted: { background: vars.color.surfaceAlt, color: vars.color.ink },
  dark: { background: vars.gradient.dark, color: vars.color.onDark },
})
