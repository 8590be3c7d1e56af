import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

// Without JavaScript nothing counts: the page shows its end state.
const noScript = '(scripting: none)'

export const card = style([
  {
    display: 'grid',
    gap: vars.space.xl,
    maxWidth: '40rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    boxShadow: vars.shadow.card,
    textAlign: 'center',
  },
  responsiveStyle({ sm: { padding: vars.space.xxl } }),
])

export const title = style({ fontSize: vars.fontSize.xxl })

export const progress = style({ display: 'grid', gap: vars.space.xs })

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft })

/** The bar's groove; the filled part clipped to its round ends. */
export const track = style({
  height: '12px',
  overflow: 'hidden',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
})

/** The filled part, scaled from the left: no layout work on each step. */
export const fill = style({
  height: '100%',
  background: vars.gradient.brand,
  transformOrigin: 'left center',
  // Full at once over the inline scale of the first render.
  '@media': { [noScript]: { transform: 'none !important' } },
})

export const value = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.brandStrong,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [noScript]: { visibility: 'hidden' } },
})

export const message = style({ display: 'grid', gap: vars.space.md, justifyItems: 'center' })

/** The message before the bar is full: invisible, but holding its place. */
export const pending = style({ visibility: 'hidden', '@media': { [noScript]: { visibility: 'visible' } } })

export const messageTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, color: vars.color.success })

export const messageText = style({ color: vars.color.inkSoft, maxWidth: '46ch' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center', marginTop: vars.space.xs })
