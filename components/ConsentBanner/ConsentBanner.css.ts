import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'
import { visuallyHiddenRule } from '../theme/visuallyHidden.css'

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } })

/** Over the viewport's bottom: on phones a short sheet, at most a quarter of a 320 × 568 screen; from sm a card with its title and all its text. */
export const root = style([
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.z.banner,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    maxWidth: '1040px',
    marginInline: 'auto',
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surface,
    color: vars.color.ink,
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    borderTop: `4px solid ${vars.color.brand}`,
    boxShadow: vars.shadow.raised,
    animation: `${rise} ${vars.motion.fast} ease-out`,
  },
  responsiveStyle({
    sm: { insetInline: vars.space.lg, bottom: vars.space.lg, gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.md },
    md: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xl },
  }),
])

export const text = style({ flex: 1 })

/** The banner's heading: named to screen readers everywhere, shown from sm. */
export const title = style([
  visuallyHiddenRule,
  { fontSize: vars.fontSize.lg },
  responsiveStyle({
    sm: { position: 'static', width: 'auto', height: 'auto', margin: `0 0 ${vars.space.xxs}`, overflow: 'visible', clip: 'auto', whiteSpace: 'normal' },
  }),
])

export const body = style([
  { fontSize: vars.fontSize.xs, lineHeight: 1.45, color: vars.color.inkSoft },
  responsiveStyle({ sm: { fontSize: vars.fontSize.sm, lineHeight: 1.5 } }),
])

/** The part of the explanation that phones leave out for room: the privacy policy says it too. */
export const roomy = style([{ display: 'none' }, responsiveStyle({ sm: { display: 'inline' } })])

// The policy's link stays on one line: split over two, it reads as two links, and its box takes in the text between.
globalStyle(`${body} a`, { color: vars.color.brandStrong, fontWeight: 600, whiteSpace: 'nowrap' })

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 })

export const choice = style([{ flex: 1, minWidth: '128px' }, responsiveStyle({ md: { flex: 'none' } })])
