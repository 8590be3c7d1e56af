import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import type { iaNoticiaTopics } from '../../../data/iaNoticia'

export const root = style({ paddingBlock: vars.space.section, paddingBottom: vars.space.xxl })

export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg } }),
])

/** A tile: the globe, "Mundo" and the area, on a brand gradient; white text on it is above AA. */
export const tile = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minHeight: '152px',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    color: vars.color.onBrand,
    boxShadow: vars.shadow.card,
  },
  responsiveStyle({ md: { minHeight: '184px', padding: vars.space.lg } }),
])

/** One shade of the brand per tile, so the row reads as four areas, not one repeated box. */
export const palette = styleVariants({
  economy: { background: `linear-gradient(150deg, ${vars.color.ink} 0%, ${vars.color.brandStrong} 100%)` },
  climate: { background: `linear-gradient(150deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 100%)` },
  technology: { background: `linear-gradient(150deg, ${vars.color.brand} 0%, ${vars.color.violet} 100%)` },
  diplomacy: { background: `linear-gradient(150deg, ${vars.color.violetDeep} 0%, ${vars.color.accent} 100%)` },
} satisfies Record<(typeof iaNoticiaTopics)[number]['id'], object>)

/** The globe, above the label; labels line up across a row whatever the length of their areas. */
export const icon = style({ width: '40px', height: '40px' })

export const label = style({ marginTop: vars.space.md, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.2 })

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.onDark, lineHeight: 1.4 })
