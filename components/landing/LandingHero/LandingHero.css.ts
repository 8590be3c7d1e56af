import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Room above and below; the illustration's glow may spill, so it is clipped. */
export const root = style({ paddingBlock: `clamp(48px, 7vw, 96px)`, overflow: 'hidden' })

/** Backgrounds: the dark brand gradient (light text far above AA) or a pale tint with ink text. */
export const tone = styleVariants({
  dark: { background: vars.gradient.dark, color: vars.color.onDark },
  light: { background: `radial-gradient(circle at 85% 20%, rgba(122, 62, 224, 0.12), transparent 45%), ${vars.color.surfaceAlt}`, color: vars.color.inkSoft },
})

/** Text above on phones, text beside the illustration from md. */
export const grid = style([
  { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)', gap: vars.space.xl } }),
])

/** Eyebrow, title, lead, the button and the extras. */
export const text = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start', alignContent: 'start' })

/** The pill above the headline. */
export const eyebrow = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  selectors: { [`${tone.light} &`]: { color: vars.color.brandStrong } },
})

/** The page's one h1. */
export const title = style({
  fontSize: vars.fontSize.hero,
  maxWidth: '20ch',
  color: '#ffffff',
  selectors: { [`${tone.light} &`]: { color: vars.color.ink } },
})

/** The sentence under the headline. */
export const lead = style({
  fontSize: vars.fontSize.lg,
  maxWidth: '58ch',
  color: vars.color.onDarkMuted,
  selectors: { [`${tone.light} &`]: { color: vars.color.inkSoft } },
})

/** The call to action: full width on small phones. */
export const action = style([{ width: '100%', marginTop: vars.space.xs }, responsiveStyle({ sm: { width: 'auto' } })])

/** The illustration; hidden on phones, where it would only push the form further down. */
export const image = style([
  { display: 'none', width: '100%', maxWidth: '560px', height: 'auto', justifySelf: 'center' },
  responsiveStyle({ md: { display: 'block', justifySelf: 'end' } }),
])
