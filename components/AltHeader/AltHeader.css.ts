import { globalStyle, keyframes, style, type GlobalStyleRule } from '@vanilla-extract/css'
import { header, logoLink, menuRow } from '../Dropdown/Dropdown.css'
import { vars } from '../theme/theme.css'
import { breakpoints, responsiveStyle } from '../theme/responsiveStyle'
import { visuallyHiddenRule } from '../theme/visuallyHidden.css'

const slideDown = keyframes({ from: { opacity: 0, transform: 'translateY(-12px)' }, to: { opacity: 1, transform: 'none' } })

export const root = style([header, { background: vars.color.surface, borderBottom: `1px solid ${vars.color.line}` }])

export const bar = style([{ height: '100%', display: 'flex', alignItems: 'center', gap: vars.space.xs }, responsiveStyle({ md: { gap: vars.space.md } })])

export const logo = style([logoLink, { marginInlineEnd: 'auto' }])

// From sm to md the bar holds the logo, four links, the language menu and the contact button: too tight for its words.
const tightBar = `screen and (min-width: ${breakpoints.sm}px) and (max-width: ${breakpoints.md - 1}px)`

/** "Contact us": one line, compact on phones (beside logo and menu button at 320 px), a 44 px icon in the tight bar. */
export const contact = style([
  {
    flexShrink: 0,
    whiteSpace: 'nowrap',
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.xs,
    '@media': { [tightBar]: { width: '44px', paddingInline: 0 } },
  },
  responsiveStyle({ md: { paddingInline: vars.space.lg, fontSize: vars.fontSize.sm } }),
])

// A speech bubble in the button's text colour (a mask), in place of the words in the tight bar.
const speechBubble = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M4 5h16v11H9l-5 4z' fill='none' stroke='%23000' stroke-width='2' stroke-linejoin='round'/%3E%3C/svg%3E")`
globalStyle(`${contact}::before`, {
  '@media': {
    [tightBar]: { content: '""', width: '20px', height: '20px', backgroundColor: 'currentColor', mask: `${speechBubble} center / contain no-repeat` },
  },
})

/** The contact button's words: hidden from sight, not from screen readers, in the tight bar. */
export const contactText = style({ '@media': { [tightBar]: visuallyHiddenRule } })

export const wide = style([
  { display: 'none', alignItems: 'center', gap: vars.space.xs },
  responsiveStyle({ sm: { display: 'flex' }, md: { gap: vars.space.md } }),
])

export const links = style([{ display: 'flex', listStyle: 'none', margin: 0, padding: 0, gap: 0 }, responsiveStyle({ md: { gap: vars.space.xs } })])

// Between sm and md the bar is tight: smaller type and padding let the longest translations
// (Spanish "Quiénes somos", "Productos de IA") fit beside the logo in 640 px.
globalStyle(
  `${wide} > ul a, ${wide} > div > button`,
  responsiveStyle({
    sm: { fontSize: vars.fontSize.xs, paddingInline: vars.space.xs },
    md: { fontSize: vars.fontSize.sm, paddingInline: vars.space.sm },
  }) as GlobalStyleRule,
)

export const menuButton = style(responsiveStyle({ sm: { display: 'none' } }))

/** The phone panel, sliding down under the bar and scrolling on its own if the screen is short. */
export const panel = style([
  {
    position: 'absolute',
    top: '100%',
    insetInline: 0,
    maxHeight: 'calc(100dvh - 72px)',
    overflowY: 'auto',
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.line}`,
    boxShadow: vars.shadow.raised,
    animation: `${slideDown} ${vars.motion.normal} ease-out`,
  },
  responsiveStyle({ sm: { display: 'none' } }),
])

export const panelLinks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const panelLink = style([
  menuRow,
  {
    minHeight: '48px',
    color: vars.color.ink,
    fontSize: vars.fontSize.lg,
    fontWeight: 600,
    selectors: { '&[aria-current="page"]': { color: vars.color.brandStrong } },
  },
])

export const panelHeading = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  paddingTop: vars.space.md,
  paddingInline: vars.space.sm,
  borderTop: `1px solid ${vars.color.line}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
})
