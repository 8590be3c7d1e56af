import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Dark brand band under the standard header; the light text tokens pass AA on all of it. */
export const root = style({
  background: vars.gradient.dark,
  color: vars.color.onDark,
  paddingBlock: `clamp(40px, 6vw, 88px)`,
  overflow: 'hidden',
})

/** Text above the illustration on phones, beside it from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', gap: vars.space.xxl } }),
])

/** Eyebrow, title, subtitle and button. */
export const text = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' })

/** "Services", above the title. */
export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.onDarkMuted,
})

/** The page's one h1: the service's name. */
export const title = style({ fontSize: vars.fontSize.hero, color: '#ffffff' })

/** The sentence under the title. */
export const subtitle = style({ fontSize: vars.fontSize.lg, color: vars.color.onDark, maxWidth: '58ch' })

/** The quote button: full width on small phones, where it is the main thing to tap. */
export const action = style([{ width: '100%' }, responsiveStyle({ sm: { width: 'auto' } })])

/** The service's illustration in a light frame; its width and height attributes reserve the space. */
export const image = style([
  {
    width: '100%',
    maxWidth: '420px',
    height: 'auto',
    justifySelf: 'center',
    borderRadius: vars.radius.lg,
    border: '6px solid rgba(255, 255, 255, 0.1)',
    boxShadow: vars.shadow.raised,
  },
  responsiveStyle({ md: { maxWidth: '460px', justifySelf: 'end' } }),
])
