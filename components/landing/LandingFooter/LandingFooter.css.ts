import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Services above the contact card, beside it from md; a column never wider than the band, so fallback-font text wraps, not the page. */
export const layout = style([
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)' } }),
])

export const services = style({ display: 'grid', gap: vars.space.lg })

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surfaceAlt,
  color: vars.color.brandStrong,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  ':hover': { borderColor: vars.color.brand, background: vars.color.surface },
})

export const contact = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  // A straight gradient bar along the top, clipped by the rounded corners.
  background: `${vars.gradient.brand} top / 100% 4px no-repeat, ${vars.color.surfaceAlt}`,
})

export const contactTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.ink })

export const contactText = style({ color: vars.color.inkSoft })
