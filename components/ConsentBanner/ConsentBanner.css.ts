import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
})

/** A card fixed over the bottom of the viewport: it overlays the page and never pushes it. */
export const root = style([
  {
    position: 'fixed',
    insetInline: vars.space.xs,
    bottom: vars.space.xs,
    zIndex: vars.z.banner,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: '1040px',
    marginInline: 'auto',
    padding: vars.space.md,
    background: vars.color.surface,
    color: vars.color.ink,
    borderRadius: vars.radius.md,
    borderTop: `4px solid ${vars.color.brand}`,
    boxShadow: vars.shadow.raised,
    animation: `${rise} ${vars.motion.fast} ease-out`,
  },
  responsiveStyle({
    sm: { insetInline: vars.space.lg, bottom: vars.space.lg, padding: vars.space.lg },
    md: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xl },
  }),
])

/** Heading and explanation. */
export const text = style({ flex: 1 })

/** The banner's heading. */
export const title = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xxs })

/** The explanation, with the privacy policy link. */
export const body = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  color: vars.color.inkSoft,
})

globalStyle(`${body} a`, { color: vars.color.brandStrong, fontWeight: 600 })

/** Reject and accept side by side, always the same size. */
export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 })

/** One of the two equal choices. */
export const choice = style([{ flex: 1, minWidth: '128px' }, responsiveStyle({ md: { flex: 'none' } })])
