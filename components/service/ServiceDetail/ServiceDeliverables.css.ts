import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The list, with the quote panel beside it from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)' } }),
])

export const deliverables = style({ display: 'grid', gap: vars.space.lg })

export const title = style({ fontSize: vars.fontSize.xxl })

/** The quote panel: the dark brand gradient, white text well above AA. */
export const quote = style([
  {
    display: 'grid',
    gap: vars.space.md,
    justifyItems: 'start',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.gradient.dark,
    color: vars.color.onDark,
    boxShadow: vars.shadow.raised,
  },
  responsiveStyle({ sm: { padding: vars.space.xxl } }),
])

/** The service's name above the panel's heading. */
export const quoteEyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.onDarkMuted,
})

export const quoteTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.onDarkStrong })

export const quoteText = style({ color: vars.color.onDarkMuted })

/** The panel's button, a little apart from the text. */
export const quoteAction = style({ marginTop: vars.space.xs })
