import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The two cards: stacked on phones, side by side from md. */
export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } }),
])

/** A card: the illustration on top, then the text and the button at the bottom. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

/** The illustration at 12:7. */
export const image = style({ width: '100%', height: 'auto', aspectRatio: '480 / 280', background: vars.color.surfaceAlt })

export const body = style([
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, padding: vars.space.lg, flex: 1 },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

export const title = style({ fontSize: vars.fontSize.xl })

export const text = style({ color: vars.color.inkSoft, flex: 1 })
