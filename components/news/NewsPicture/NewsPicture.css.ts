import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const media = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.surfaceAlt })

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })

/** A white pill in the image's top corner, a little further in on the larger cover. */
const badgeLook = style({
  position: 'absolute',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.14em',
  lineHeight: 1.4,
  boxShadow: vars.shadow.card,
})

export const badge = styleVariants({ card: vars.space.md, cover: vars.space.lg }, (inset) => [badgeLook, { insetBlockStart: inset, insetInlineStart: inset }])
