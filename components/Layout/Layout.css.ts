import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

/** The frame fills the viewport so the footer sits at the bottom of short pages. */
export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })

export const main = style({ flex: 1 })

/** The skip link: off-screen until focused, then above everything, including the sticky header. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  // Far enough up that its shadow does not show over the header either.
  top: '-200px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 600,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  ':focus': { top: vars.space.md },
})
