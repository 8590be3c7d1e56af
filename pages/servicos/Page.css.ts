import { globalStyle, style } from '@vanilla-extract/css'
import { darkPanel, tintedPanel } from '../../components/theme/cards.css'
import { responsiveStyle } from '../../components/theme/responsiveStyle'
import { stepNumbers } from '../../components/theme/stepNumbers'
import { vars } from '../../components/theme/theme.css'

export const overview = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } }),
])

export const overviewText = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.width.text })

export const title = style({ fontSize: vars.fontSize.xxl })

export const overviewTitle = style([title, { marginBottom: vars.space.xs }])

/** The paragraphs, from the content file's Markdown: styled by position rather than by class. */
export const overviewBody = style({ display: 'grid', gap: vars.space.md, color: vars.color.inkSoft })

globalStyle(`${overviewBody} > *`, { margin: 0 })
globalStyle(`${overviewBody} a`, { color: vars.color.brand, textUnderlineOffset: '3px' })

export const audience = style([tintedPanel, { gap: vars.space.md, padding: vars.space.xl, borderInlineStart: `4px solid ${vars.color.accent}` }])

export const audienceTitle = style({ fontSize: vars.fontSize.lg })

export const steps = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, counterReset: 'step' },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
])

export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // A gradient bar along the top, clipped by the rounded corners.
  background: `${vars.gradient.brand} top / 100% 4px no-repeat, ${vars.color.surface}`,
})

stepNumbers(step, 'step')

export const stepTitle = style({ fontSize: vars.fontSize.lg })

export const stepText = style({ color: vars.color.inkSoft })

export const deliverablesLayout = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)' } }),
])

export const deliverables = style({ display: 'grid', gap: vars.space.lg })

export const quote = style([
  darkPanel,
  { gap: vars.space.md, justifyItems: 'start', padding: vars.space.xl },
  responsiveStyle({ sm: { padding: vars.space.xxl } }),
])

export const quoteEyebrow = style({ color: vars.color.onDarkMuted })

export const quoteTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.onDarkStrong })

export const quoteText = style({ color: vars.color.onDarkMuted })

export const quoteAction = style({ marginTop: vars.space.xs })

/** The other services: tighter than the home page's grid, as the cards are small. */
export const others = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
])
