import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The invitation, centred above the closing image. */
export const intro = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center', textAlign: 'center' })

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.onDarkStrong, maxWidth: '26ch' })

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.onDark, maxWidth: '58ch' })

/** The closing image, as wide as the content; its width and height attributes reserve its box. */
export const image = style({
  width: '100%',
  height: 'auto',
  marginTop: vars.space.xxl,
  borderRadius: vars.radius.lg,
})
