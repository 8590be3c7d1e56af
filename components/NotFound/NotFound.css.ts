import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'
import { linkCard, pageLead } from '../theme/cards.css'

/** The big "404", decorative (hidden from screen readers: the heading says it in words). */
export const code = style({
  fontFamily: vars.font.heading,
  fontWeight: 800,
  fontSize: 'clamp(4.5rem, 3rem + 6vw, 8rem)',
  lineHeight: 1,
  letterSpacing: '-0.04em',
  background: vars.gradient.brand,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  marginBottom: vars.space.md,
  width: 'fit-content',
})

export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.md, maxWidth: '24ch' })

export const lead = pageLead

export const destinations = style([
  { listStyle: 'none', margin: 0, marginTop: vars.space.xl, padding: 0, display: 'grid', gap: vars.space.md },
  responsiveStyle({ sm: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg } }),
])

/** A way on: the link is the card (its focus ring the global one). */
export const card = style([linkCard, { gap: vars.space.xs, height: '100%', padding: vars.space.lg, color: vars.color.ink, textDecoration: 'none' }])

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
})

export const arrow = style({ flexShrink: 0, width: '20px', height: '20px' })

export const cardText = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
