import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xxl,
})

export const pages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })

/** Each link a 44 px target, the current page filled; the site's focus ring stays (components/theme/focusRing.ts). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceAlt },
    '&[aria-current="page"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
})
