import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { tintedPanel } from '../../theme/cards.css'

/** The text, with the "who it is for" card beside it from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } }),
])

export const text = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.width.text })

export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.xs })

/** The paragraphs, from the content file's Markdown: styled by position rather than by class. */
export const body = style({ display: 'grid', gap: vars.space.md, color: vars.color.inkSoft })

globalStyle(`${body} > *`, { margin: 0 })
globalStyle(`${body} a`, { color: vars.color.brand, textUnderlineOffset: '3px' })

/** "Who it is for": a tinted card with a gradient edge. */
export const audience = style([tintedPanel, { gap: vars.space.md, padding: vars.space.xl, borderInlineStart: `4px solid ${vars.color.accent}` }])

export const audienceTitle = style({ fontSize: vars.fontSize.lg })
