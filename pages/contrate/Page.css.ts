import { style } from '@vanilla-extract/css'
import { vars } from '../../components/theme/theme.css'
import { translucent } from '../../components/theme/translucent'
import { responsiveStyle } from '../../components/theme/responsiveStyle'

/** The hiring steps beside a testimonial. */
export const commitment = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }),
])

export const quote = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: translucent('white', 0.06),
  border: `1px solid ${translucent('onDarkMuted', 0.25)}`,
})

export const blockquote = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.5,
  color: vars.color.onDarkStrong,
  '::before': {
    content: '"“"',
    display: 'block',
    fontSize: '4rem',
    lineHeight: 0.8,
    color: vars.color.onDarkMuted,
  },
})

export const person = style({ display: 'grid' })

export const name = style({ fontStyle: 'normal', fontWeight: 700, color: vars.color.onDarkStrong })

export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.onDarkMuted })
