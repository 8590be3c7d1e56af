import { style } from '@vanilla-extract/css'
import { vars } from '../../components/theme/theme.css'
import { responsiveStyle } from '../../components/theme/responsiveStyle'

/** Three promises under the hero's button, a little tighter and bolder than a body list. */
export const highlights = style({ gap: vars.space.xs, marginTop: vars.space.xs, fontWeight: 600, fontSize: vars.fontSize.sm })

export const services = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xl },
  }),
])

export const growMore = style({ marginTop: vars.space.xl, color: vars.color.onDark, textAlign: 'center' })

export const growLink = style({ color: vars.color.onDarkStrong, fontWeight: 600, textUnderlineOffset: '3px' })
