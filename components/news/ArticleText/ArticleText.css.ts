import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const root = style({ display: 'grid', gap: vars.space.lg })

/** The Markdown body: reading text a little larger than body text, its blocks spaced evenly. */
export const body = style({ display: 'grid', gap: vars.space.lg, fontSize: vars.fontSize.md, lineHeight: 1.75, color: vars.color.inkSoft })

// The body's elements come from Markdown, so they are styled by position in it rather than by class.
globalStyle(`${body} > *`, { margin: 0 })
globalStyle(`${body} h2, ${body} h3`, { marginTop: vars.space.md, color: vars.color.ink, lineHeight: 1.3 })
globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl })
globalStyle(`${body} h3`, { fontSize: vars.fontSize.lg })
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs })
globalStyle(`${body} a`, { color: vars.color.brand, textUnderlineOffset: '3px' })
globalStyle(`${body} a:hover`, { color: vars.color.brandStrong })
globalStyle(`${body} blockquote`, { paddingInlineStart: vars.space.lg, borderInlineStart: `4px solid ${vars.color.line}`, fontStyle: 'italic' })

/** The note on where the piece first appeared, set apart by a rule. */
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

/** The link to the original, in the brand's blue, 24 px tall at least. */
export const original = style({
  minHeight: '24px',
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.brandStrong },
})
