import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The four figures: stacked on phones (a figure like "US$ 6 mi+" needs the width), two from sm, four from md. */
export const figures = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, containerType: 'inline-size' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
])

/** One figure on a brand gradient card; white on it passes AA (about 5.8:1 at its violet end). */
export const figureItem = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
  // The label: the words after the figure in its message.
  fontSize: vars.fontSize.sm,
})

/**
 * The big number. In four columns it follows the list's width (cqi), not the window's: the list stops growing at the
 * page's width, and a number sized by the window would outgrow its column on a wide screen.
 */
export const figure = style([
  { fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, fontWeight: 700, lineHeight: 1.1 },
  responsiveStyle({ md: { fontSize: `min(${vars.fontSize.xxl}, 3cqi)` } }),
])

/** The three reasons, in columns from md. */
export const reasons = style([
  { listStyle: 'none', margin: `${vars.space.xxl} 0 0`, padding: 0, display: 'grid', gap: vars.space.xl },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(3, 1fr)' } }),
])

globalStyle(`${reasons} p`, { color: vars.color.inkSoft, marginTop: vars.space.xs })

export const reasonTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })
