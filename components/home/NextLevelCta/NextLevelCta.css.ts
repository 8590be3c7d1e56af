import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Space above the panel; the next section's own top padding spaces it below, so the gap is not doubled. */
export const root = style({ paddingTop: vars.space.section })

/** The gradient panel; white text on it stays above 4.5:1 from end to end. */
export const panel = style([
  {
    display: 'grid',
    gap: vars.space.xxl,
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: vars.gradient.dark,
    color: vars.color.onDark,
    boxShadow: vars.shadow.raised,
  },
  responsiveStyle({ sm: { padding: vars.space.xxl }, md: { padding: '64px' } }),
])

/** Heading and lead, with the button beside them from md. */
export const intro = style([
  { display: 'grid', gap: vars.space.lg, justifyItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space.xxl } }),
])

export const text = style({ display: 'grid', gap: vars.space.md })

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.onDarkStrong, maxWidth: '24ch' })

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkMuted, maxWidth: '56ch' })

export const figures = style({ paddingTop: vars.space.xl, borderTop: `1px solid ${translucent('onDarkMuted', 0.25)}` })
