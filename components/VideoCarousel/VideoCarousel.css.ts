import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

/** A video on its own, with no carousel around it: as wide as a line of text, under the section's heading. */
export const single = style({ display: 'flex', maxWidth: vars.width.text })

/** The 16:9 box of poster and player: the same size before and after play, so nothing moves. */
export const media = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.ink })

export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineOffset: '-4px' } },
})

export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' })

/** The round play mark over the poster; it grows a little on hover. */
export const playIcon = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.raised,
  transition: `transform ${vars.motion.normal}, background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    [`${play}:hover &, ${play}:focus-visible &`]: { transform: 'scale(1.08)', background: vars.color.brand, color: vars.color.onBrand },
  },
})

export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 })

export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg, alignContent: 'start' })

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })

export const description = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
