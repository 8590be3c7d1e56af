import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The card, pulled up over the hero's lower edge from sm, so it reads as the article's cover. */
export const root = style([
  {
    margin: 0,
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    overflow: 'hidden',
  },
  responsiveStyle({ sm: { marginTop: `calc(-1 * ${vars.space.xl})`, position: 'relative', zIndex: 1 } }),
])

/** The 16:9 image box, holding the badge. */
export const media = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.surfaceAlt })

/** The image, covering its box. */
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })

/** The badge in the image's top corner. */
export const badge = style({ position: 'absolute', insetBlockStart: vars.space.lg, insetInlineStart: vars.space.lg })

/** Label and date on one line, wrapping on narrow phones. */
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
