import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-6px)' },
  to: { opacity: 1, transform: 'none' },
})

/** Either header: sticky, and always 72 px tall so nothing shifts (the theme's scroll-padding-top keeps anchors clear of it). */
export const header = style({ position: 'sticky', top: 0, zIndex: vars.z.header, height: '72px' })

/** A header's logo link, hugging the logo so its focus ring does too. */
export const logoLink = style({ display: 'inline-flex', borderRadius: vars.radius.sm, flexShrink: 0 })

export const root = style({ position: 'relative' })

const barItem = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
} as const

/** An item of a header bar, link or toggle alike, so the bar reads as one row: `dark` text on white, `light` on the gradient. */
export const barLink = styleVariants({
  dark: {
    ...barItem,
    color: vars.color.ink,
    ':hover': { background: vars.color.surfaceAlt, color: vars.color.brandStrong },
    selectors: { '&[aria-current="page"]': { color: vars.color.brandStrong, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` } },
  },
  light: {
    ...barItem,
    color: vars.color.onBrand,
    ':hover': { background: translucent('white', 0.14) },
    selectors: { '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${translucent('white', 0.9)}` } },
  },
})

export const toggle = styleVariants({
  dark: [barLink.dark, { selectors: { '&[aria-expanded="true"]': { background: vars.color.surfaceAlt } } }],
  light: [barLink.light, { selectors: { '&[aria-expanded="true"]': { background: translucent('white', 0.18) } } }],
})

/** A row of a menu's list, in a panel, the drawer or the phone panel: a quiet highlight under the pointer. */
export const menuRow = {
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
} as const

/** Turns half a circle when its panel or section is open. */
export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
})

/** Right under the toggle; its top padding is a bridge the pointer crosses from toggle to card without leaving the menu. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  zIndex: vars.z.header,
  paddingTop: vars.space.xs,
  animation: `${appear} ${vars.motion.fast} ease-out`,
})

/** Lines the panel up with the toggle's right edge, or centres it under a toggle mid-bar. */
export const align = styleVariants({ end: { right: 0 }, center: { left: '50%', translate: '-50% 0' } })

export const card = style({
  minWidth: '240px',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})
