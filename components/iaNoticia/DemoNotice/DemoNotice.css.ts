import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  maxWidth: '60rem',
})

export const tone = styleVariants({
  light: { background: vars.color.surface, border: `1px solid ${vars.color.line}`, color: vars.color.inkSoft },
  dark: { background: translucent('white', 0.08), border: `1px solid ${translucent('white', 0.18)}`, color: vars.color.onDark },
})

export const badge = style({
  flex: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onBrand,
})
