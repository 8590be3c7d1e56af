import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { cardSurface } from '../../theme/cards.css'

/** "← All news" on the hero: light, underlined on hover, a comfortable target. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '24px',
  color: vars.color.onDark,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
})

/** The cover over the text; from sm the cover overlaps the hero instead of a gap. */
export const article = style([{ paddingTop: vars.space.xl, paddingBottom: vars.space.section }, responsiveStyle({ sm: { paddingTop: 0 } })])

export const column = style({ display: 'grid', gap: vars.space.xxl })

export const cover = style([
  cardSurface,
  { margin: 0, boxShadow: vars.shadow.raised },
  responsiveStyle({ sm: { marginTop: `calc(-1 * ${vars.space.xl})`, position: 'relative', zIndex: 1 } }),
])

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
})

export const label = style({ fontWeight: 600, color: vars.color.brand })

export const date = style({ color: vars.color.muted })

export const text = style({ display: 'grid', gap: vars.space.lg })

/** The Markdown body, styled by position rather than by class: reading text a little larger, blocks spaced evenly. */
export const body = style({ display: 'grid', gap: vars.space.lg, fontSize: vars.fontSize.md, lineHeight: 1.75, color: vars.color.inkSoft })

globalStyle(`${body} > *`, { margin: 0 })
globalStyle(`${body} h2, ${body} h3`, { marginTop: vars.space.md, color: vars.color.ink, lineHeight: 1.3 })
globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl })
globalStyle(`${body} h3`, { fontSize: vars.fontSize.lg })
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs })
globalStyle(`${body} a`, { color: vars.color.brand, textUnderlineOffset: '3px' })
globalStyle(`${body} a:hover`, { color: vars.color.brandStrong })
globalStyle(`${body} blockquote`, { paddingInlineStart: vars.space.lg, borderInlineStart: `4px solid ${vars.color.line}`, fontStyle: 'italic' })

export const source = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  marginTop: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.line}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
})

export const original = style({
  minHeight: '24px',
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.brandStrong },
})
