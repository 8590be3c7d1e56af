import { style } from '@vanilla-extract/css'
import { darkPanel } from '../../components/theme/cards.css'
import { vars } from '../../components/theme/theme.css'
import { translucent } from '../../components/theme/translucent'
import { responsiveStyle } from '../../components/theme/responsiveStyle'

/** Space above the panel; the next section's own top padding spaces it below, so the gap is not doubled. */
export const nextLevel = style({ paddingTop: vars.space.section })

export const panel = style([
  darkPanel,
  { gap: vars.space.xxl, padding: `${vars.space.xxl} ${vars.space.lg}` },
  responsiveStyle({ sm: { padding: vars.space.xxl }, md: { padding: '64px' } }),
])

export const intro = style([
  { display: 'grid', gap: vars.space.lg, justifyItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space.xxl } }),
])

export const text = style({ display: 'grid', gap: vars.space.md })

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.onDarkStrong, maxWidth: '24ch' })

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkMuted, maxWidth: '56ch' })

export const figures = style({ paddingTop: vars.space.xl, borderTop: `1px solid ${translucent('onDarkMuted', 0.25)}` })

export const partners = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginTop: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${translucent('onDarkMuted', 0.25)}`,
})

export const partnersLabel = style({ color: vars.color.onDarkMuted })

export const partnerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.lg, alignItems: 'center' })

/** One wordmark, at a fixed size so nothing moves while it loads. */
export const partnerLogo = style({ width: '120px', height: '40px' })
