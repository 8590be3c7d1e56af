import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Text and illustration side by side from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)' } }),
])

/** Heading and paragraphs, light on the dark band. */
export const text = style({ display: 'grid', gap: vars.space.md, color: vars.color.onDark, maxWidth: '62ch' })

/** The illustration; under the text on phones. */
export const image = style({ width: '100%', height: 'auto', maxWidth: '560px', justifySelf: 'center' })
