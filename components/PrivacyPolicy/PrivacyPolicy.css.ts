import { globalStyle, style } from '@vanilla-extract/css'
import { paleBand, pageLead } from '../theme/cards.css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

export const header = paleBand

export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.md })

export const intro = pageLead

export const body = style([
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xxl },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(200px, 240px) minmax(0, 1fr)', gap: vars.space.xxl } }),
])

export const toc = style([
  {
    alignSelf: 'start',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceAlt,
    fontSize: vars.fontSize.sm,
  },
  // Clear of a sticky header, like the anchors it jumps to (global scroll-padding-top).
  responsiveStyle({ md: { position: 'sticky', top: `calc(2 * ${vars.space.xxl})` } }),
])

export const tocTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
  marginBottom: vars.space.xs,
})

export const tocList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs })

globalStyle(`${tocList} li::marker`, { color: vars.color.muted })
// At least 24 px tall, so each entry is an easy target (WCAG 2.5.8).
globalStyle(`${tocList} a`, {
  // A block, so the number lines up with the first line of a wrapped title.
  display: 'block',
  paddingBlock: '2px',
  minHeight: '24px',
  color: vars.color.inkSoft,
  textDecoration: 'none',
  lineHeight: 1.4,
})
globalStyle(`${tocList} a:hover`, { color: vars.color.brand, textDecoration: 'underline' })

export const sections = style({ display: 'grid', gap: vars.space.xxl, maxWidth: vars.width.text })

export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' })

globalStyle(`${section} a`, { color: vars.color.brand, textUnderlineOffset: '3px' })
globalStyle(`${section} a:hover`, { color: vars.color.brandStrong })

export const sectionTitle = style({ fontSize: vars.fontSize.xl })

export const number = style({ color: vars.color.brand })

export const text = style({ display: 'grid', gap: vars.space.md })

globalStyle(`${text} > *`, { margin: 0 })
globalStyle(`${text} ul, ${text} ol`, { paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs })
globalStyle(`${text} li::marker`, { color: vars.color.brand })

export const action = style({ justifySelf: 'start' })

export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.muted })
