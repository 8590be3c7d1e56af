import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

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

/** The article: featured card over the text, then the text; from sm the card overlaps the hero instead of a gap. */
export const article = style([{ paddingTop: vars.space.xl, paddingBottom: vars.space.section }, responsiveStyle({ sm: { paddingTop: 0 } })])

export const column = style({ display: 'grid', gap: vars.space.xxl })
