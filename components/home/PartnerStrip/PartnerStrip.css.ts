import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Three logos per row, six from md: 18 logos always fill whole rows. */
export const list = style([
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.xs,
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  },
  responsiveStyle({
    sm: { gap: vars.space.md },
    md: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  }),
])

export const item = style([
  {
    display: 'grid',
    placeItems: 'center',
    padding: `${vars.space.sm} ${vars.space.xxs}`,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
  responsiveStyle({ sm: { padding: `${vars.space.md} ${vars.space.sm}` } }),
])

/** A wordmark; it keeps its 160:48 shape at any tile width. */
export const logo = style({ width: '100%', maxWidth: '160px', height: 'auto' })
