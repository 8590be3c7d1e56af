import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The pale band with the title; the form card overlaps its lower edge from md. */
export const hero = style([
  {
    background: vars.color.surfaceAlt,
    borderBottom: `1px solid ${vars.color.line}`,
    paddingBlock: vars.space.xxl,
  },
  responsiveStyle({ md: { paddingBottom: `calc(${vars.space.xxl} * 2)` } }),
])

export const heroInner = style({ display: 'grid', gap: vars.space.sm })

export const eyebrow = style({ color: vars.color.brand })

export const title = style({ fontSize: vars.fontSize.xxl, maxWidth: '24ch' })

export const subtitle = style([
  { fontSize: vars.fontSize.md, color: vars.color.inkSoft, maxWidth: '60ch' },
  responsiveStyle({ sm: { fontSize: vars.fontSize.lg } }),
])

export const formColumn = style({ display: 'grid', gap: vars.space.md })

/** The e-mail line: quiet, its link underlined like the page's other links in text. */
export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft, paddingInline: vars.space.xs, overflowWrap: 'anywhere' })

export const body = style([
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, alignItems: 'start' },
  responsiveStyle({
    md: {
      gridTemplateColumns: 'minmax(0, 1.65fr) minmax(0, 1fr)',
      marginTop: `calc(-1 * ${vars.space.xxl})`,
      paddingTop: 0,
      paddingBottom: vars.space.section,
    },
  }),
])
