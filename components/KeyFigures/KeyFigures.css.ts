import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'
import { responsiveStyle } from '../theme/responsiveStyle'

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' } as const
const figureType = { fontFamily: vars.font.heading, lineHeight: 1.1 } as const
// A figure above its label (the words after it in the message, in small type).
const labelled = { display: 'grid', alignContent: 'start', fontSize: vars.fontSize.sm } as const

// The lists are size containers: the numbers scale with the list's width (cqi), so "US$ 6 mi+" fits its column anywhere.
export const looks = {
  // On dark bands: one figure per row on phones (two would leave each label a dozen characters a line), two from sm,
  // four from md, each with a thin rule on the left; the number about a 13th of a column wide per character.
  band: {
    list: style([
      { ...list, gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', containerType: 'inline-size' },
      responsiveStyle({
        sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xl },
      }),
    ]),
    item: style({
      ...labelled,
      color: vars.color.onDark,
      gap: vars.space.xxs,
      paddingLeft: vars.space.md,
      borderLeft: `2px solid ${translucent('onDark', 0.35)}`,
    }),
    value: style([
      { ...figureType, fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 12cqi, 2.75rem)'], color: vars.color.onDarkStrong },
      responsiveStyle({
        sm: { fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 7.5cqi, 2.75rem)'] },
        md: { fontSize: [vars.fontSize.xl, 'clamp(1.375rem, 3.4cqi, 2.5rem)'] },
      }),
    ]),
  },
  // On brand gradient cards (white passes AA, about 5.8:1 at the violet end): stacked on phones, two from sm, four from md.
  cards: {
    list: style([
      { ...list, gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, containerType: 'inline-size' },
      responsiveStyle({
        sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
        md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      }),
    ]),
    item: style({
      ...labelled,
      gap: vars.space.xs,
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      background: vars.gradient.brand,
      color: vars.color.onBrand,
    }),
    value: style([{ ...figureType, fontSize: vars.fontSize.xxl, fontWeight: 700 }, responsiveStyle({ md: { fontSize: `min(${vars.fontSize.xxl}, 3cqi)` } })]),
  },
  // In the hire hero, under a thin rule: stacked on small phones, side by side from sm, with a violet rule on the left.
  hero: {
    list: style([
      {
        ...list,
        margin: `${vars.space.md} 0 0`,
        padding: `${vars.space.lg} 0 0`,
        width: '100%',
        gap: vars.space.lg,
        borderTop: `1px solid ${translucent('onDarkMuted', 0.25)}`,
      },
      responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
    ]),
    item: style({ ...labelled, gap: vars.space.xxs, paddingLeft: vars.space.md, borderLeft: `3px solid ${vars.color.accent}`, color: vars.color.onDark }),
    value: style({ ...figureType, fontSize: vars.fontSize.xl, color: vars.color.onDarkStrong }),
  },
}
