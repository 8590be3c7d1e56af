import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Dark brand band, like the other heroes of the site. */
export const root = style({
  background: vars.gradient.dark,
  color: vars.color.onDark,
  paddingBlock: 'clamp(48px, 7vw, 96px)',
  overflow: 'hidden',
})

/** Text beside the illustration from md up. */
export const layout = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: '1.25fr 1fr' } }),
])

/** Eyebrow, title, lead and the demo note. */
export const text = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start', maxWidth: '46rem' })

/** The small label above the title. */
export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.onDarkMuted,
})

/** The page's one h1. */
export const title = style({ fontSize: vars.fontSize.hero, color: vars.color.surface })

/** What the product does. */
export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch' })

/** The illustration; hidden on phones, where it would only push the content down. */
export const image = style([
  { display: 'none', width: '100%', height: 'auto', maxWidth: '520px', justifySelf: 'end' },
  responsiveStyle({ md: { display: 'block' } }),
])
