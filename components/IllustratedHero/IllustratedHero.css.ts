import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

/** Dark gradient band; the light text tokens pass AA on all of it. */
export const root = style({
  background: vars.gradient.dark,
  color: vars.color.onDark,
  paddingBlock: `${vars.space.xxl} ${vars.space.section}`,
  overflow: 'hidden',
})

/** Text above the illustration on phones, beside it from md. */
export const grid = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 0.85fr)', gap: vars.space.xl } }),
])

/** Eyebrow, title, lead and buttons. */
export const text = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' })

/** The pill above the headline. */
export const eyebrow = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: '1px solid rgba(183, 194, 230, 0.4)',
  background: 'rgba(255, 255, 255, 0.06)',
  color: vars.color.onDark,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
})

/** The page's one h1. */
export const title = style({ fontSize: vars.fontSize.hero, color: '#ffffff', maxWidth: '18ch' })

/** The sentence under the headline. */
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkMuted, maxWidth: '60ch' })

/** The calls to action; stacked full width on small phones. */
export const actions = style([
  { display: 'grid', gap: vars.space.sm, width: '100%', marginTop: vars.space.xs },
  responsiveStyle({ sm: { display: 'flex', flexWrap: 'wrap', width: 'auto' } }),
])

/** The decorative illustration; its width and height attributes reserve its box before it loads. */
export const illustration = style([
  { width: '100%', maxWidth: '440px', height: 'auto', justifySelf: 'center' },
  responsiveStyle({ md: { maxWidth: '560px', justifySelf: 'end' } }),
])
