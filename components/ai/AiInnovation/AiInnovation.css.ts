import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Illustration and text side by side from md, the illustration first. */
export const layout = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)' } }),
])

export const text = style({ display: 'grid', gap: vars.space.md, maxWidth: '62ch' })

export const paragraph = style({ color: vars.color.inkSoft })

/** The illustration: after the text on phones, before it from md. */
export const image = style([{ width: '100%', height: 'auto', maxWidth: '520px', justifySelf: 'center', order: 1 }, responsiveStyle({ md: { order: 0 } })])
