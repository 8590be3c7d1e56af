import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** Dark brand band; white text on it is far above AA. */
export const root = style({
  background: vars.gradient.dark,
  color: vars.color.onDark,
  paddingBlock: `clamp(48px, 7vw, 96px)`,
  overflow: 'hidden',
})

/** `split`: text beside the illustration from md up; `banner`: one centred column. */
export const layout = styleVariants({
  split: [
    { display: 'grid', gap: vars.space.xxl, alignItems: 'center', justifyItems: 'start' },
    responsiveStyle({ md: { gridTemplateColumns: '1.1fr 1fr' } }),
  ],
  banner: { display: 'grid', justifyItems: 'center', textAlign: 'center' },
})

/** Eyebrow, title, lead and button. */
export const text = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'inherit', maxWidth: '44rem', alignContent: 'start' })

/** The small label above the title. */
export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.onDarkMuted,
})

/** The page's one h1. */
export const title = style({ fontSize: vars.fontSize.hero, color: vars.color.surface })

/** The sentence under the title. */
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.onDark, maxWidth: '60ch' })

/** The illustration; hidden on phones, where it would only push the text down. */
export const image = style([
  { display: 'none', width: '100%', height: 'auto' },
  responsiveStyle({ md: { display: 'block' } }),
])
