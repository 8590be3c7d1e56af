import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** One statement per row on phones, two columns from sm. */
export const grid = style([{ display: 'grid', gap: vars.space.lg }, responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.xl } })])

/** A statement, marked by a brand rule on its leading edge. */
export const statement = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.brand}`,
})

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: '56ch' })
