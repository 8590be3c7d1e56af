import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The quote above the steps on phones, beside them from md. */
export const layout = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }),
])

/** The quote on a translucent panel. */
export const quote = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: translucent('white', 0.06),
  border: `1px solid ${translucent('onDarkMuted', 0.25)}`,
})

/** The words, large, after a big opening quotation mark. */
export const blockquote = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.5,
  color: vars.color.onDarkStrong,
  '::before': {
    content: '"“"',
    display: 'block',
    fontSize: '4rem',
    lineHeight: 0.8,
    color: vars.color.onDarkMuted,
  },
})

/** Name above role. */
export const person = style({ display: 'grid' })

/** The name: a cite, shown upright. */
export const name = style({ fontStyle: 'normal', fontWeight: 700, color: vars.color.onDarkStrong })

/** Their role, e.g. "CTO, Acme". */
export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.onDarkMuted })

/** The steps, numbered by a CSS counter (the ordered list tells screen readers the order). */
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xl, counterReset: 'step' })

/** The steps without a testimonial beside them: one column on phones, a column each from md. */
export const stepsAlone = style([steps, responsiveStyle({ md: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } })])

/** A step, its number on a violet disc. */
export const step = style({
  counterIncrement: 'step',
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: '64px',
})

globalStyle(`${step}::before`, {
  content: 'counter(step)',
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onDarkStrong,
  fontFamily: vars.font.heading,
  fontWeight: 700,
})

/** The step's name. */
export const stepTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkStrong })

/** What happens in it. */
export const stepText = style({ color: vars.color.onDark })
