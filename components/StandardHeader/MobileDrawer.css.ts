import { keyframes, style } from '@vanilla-extract/css'
import { menuRow } from '../Dropdown/Dropdown.css'
import { backdropColor, vars } from '../theme/theme.css'

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

/** A 300 px panel on the right edge (docs/product/rules.md), full height, sliding in over a dimmed page. */
export const root = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: '300px',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.raised,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&[open]': { animation: `${slideIn} ${vars.motion.normal} ease-out` } },
  '::backdrop': { background: backdropColor, animation: `${fadeIn} ${vars.motion.normal} ease-out` },
})

/** Fills the dialog, so a click that lands on the dialog itself was on the backdrop. */
export const content = style({ minHeight: '100%', padding: vars.space.md })

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: vars.space.md,
  marginBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.line}`,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

/** A top-level row, link or section toggle alike: full width, 48 px tall. */
export const item = style([
  menuRow,
  {
    justifyContent: 'space-between',
    width: '100%',
    minHeight: '48px',
    border: 0,
    background: 'transparent',
    color: vars.color.ink,
    fontSize: vars.fontSize.md,
    fontWeight: 600,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&[aria-current="page"]': { color: vars.color.brandStrong } },
  },
])

export const section = style({ paddingInlineStart: vars.space.sm, paddingBottom: vars.space.xs })

export const subItem = style([
  menuRow,
  {
    minHeight: '44px',
    color: vars.color.inkSoft,
    ':hover': { color: vars.color.brandStrong },
    selectors: { '&[aria-current="page"]': { color: vars.color.brandStrong, fontWeight: 600 } },
  },
])
