import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The form on a white card, readable on the landing pages' light and dark bands alike. */
export const root = style([
  {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.ink,
    border: `1px solid ${vars.color.line}`,
    boxShadow: vars.shadow.card,
    // An in-page link to the form (#software-form) lands clear of the sticky header.
    scrollMarginTop: '96px',
  },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

/** "All fields are required." */
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted })
