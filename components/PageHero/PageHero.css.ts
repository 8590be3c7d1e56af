import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

/** The dark gradient band with a soft glow; onDark text on it passes WCAG AA across the gradient. */
export const root = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.gradient.dark,
  color: vars.color.onDark,
  paddingBlock: 'clamp(48px, 7vw, 96px)',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '-40%',
    insetInlineEnd: '-10%',
    width: '60vmax',
    height: '60vmax',
    borderRadius: '50%',
    background: 'radial-gradient(closest-side, rgba(122, 62, 224, 0.35), transparent)',
    pointerEvents: 'none',
  },
})

/** One column of text, above the glow. */
export const inner = style({ position: 'relative', zIndex: 1, display: 'grid', gap: vars.space.lg, justifyItems: 'start' })

/** The small label or link above the title; links on it stay light and underlined. */
export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.onDarkMuted,
})

/** The page's h1. */
export const title = style({ fontSize: vars.fontSize.hero, color: '#ffffff', maxWidth: '24ch' })

/** The sentence under the title. */
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkMuted, maxWidth: '62ch' })

/** The calls to action; full width on small phones. */
export const actions = style([
  { display: 'grid', gap: vars.space.sm, width: '100%', marginTop: vars.space.xs },
  responsiveStyle({ sm: { display: 'flex', flexWrap: 'wrap', width: 'auto' } }),
])
