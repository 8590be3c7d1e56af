import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Text and illustration side by side from md up. */
export const layout = style([{ display: 'grid', gap: vars.space.xxl, alignItems: 'center' }, responsiveStyle({ md: { gridTemplateColumns: '1.15fr 1fr' } })])

/** The classic layout puts the illustration on the left: columns swap… */
export const imageFirst = style(responsiveStyle({ md: { gridTemplateColumns: '1fr 1.15fr' } }))

/** …and the image moves before the text. */
export const imageBefore = style(responsiveStyle({ md: { order: -1 } }))

/** Heading, paragraphs and the list. */
export const text = style({ display: 'grid', gap: vars.space.md, color: vars.color.onDark, maxWidth: '62ch' })

/** The practices, each with a check mark. */
export const list = style({ listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0, display: 'grid', gap: vars.space.sm })

globalStyle(`${list} li`, { position: 'relative', paddingInlineStart: '32px', color: vars.color.onDark })
globalStyle(`${list} li::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.35em',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.pill,
  // A check mark drawn on a violet disc, so the list needs no icon font or extra markup.
  background: `${vars.color.accent} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='m6 10.5 2.5 2.5L14 7.5' fill='none' stroke='white' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 20px no-repeat`,
})

/** The illustration; it goes under the text on phones. */
export const image = style({ width: '100%', height: 'auto', maxWidth: '560px', justifySelf: 'center' })
