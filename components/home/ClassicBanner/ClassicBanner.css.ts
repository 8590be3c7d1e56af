import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Dark gradient band under the standard header. */
export const root = style({ background: vars.gradient.dark, color: vars.color.onDark, paddingBlock: vars.space.section })

/** Centred column. */
export const inner = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center', textAlign: 'center' })

/** The page's h1. */
export const title = style({ fontSize: vars.fontSize.hero, color: '#ffffff', maxWidth: '22ch' })

/** The sentence under the headline. */
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkMuted, maxWidth: '60ch' })

/** The two buttons, stacked full width on small phones. */
export const actions = style([
  { display: 'grid', gap: vars.space.sm, width: '100%' },
  responsiveStyle({ sm: { display: 'flex', justifyContent: 'center', width: 'auto' } }),
])

/** The key figures, left-aligned inside their own columns, under the buttons. */
export const figures = style({ width: '100%', marginTop: vars.space.xxl, textAlign: 'start' })
