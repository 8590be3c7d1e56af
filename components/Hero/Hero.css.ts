import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'
import { translucent } from '../theme/translucent'

/** Room above and below; a picture or glow that spills over the edge is clipped. */
export const root = style({ position: 'relative', overflow: 'hidden', paddingBlock: 'clamp(48px, 7vw, 96px)' })

/**
 * Backgrounds: the dark brand gradient, where the light text tokens pass WCAG AA across the whole gradient, or a
 * pale tint with ink text, for a landing page whose next band is dark itself.
 */
export const tone = styleVariants({
  dark: { background: vars.gradient.dark, color: vars.color.onDark },
  light: { background: `radial-gradient(circle at 85% 20%, ${translucent('accent', 0.12)}, transparent 45%), ${vars.color.surfaceAlt}`, color: vars.color.inkSoft },
})

/** A violet glow in the top corner, where a single column of text leaves the band empty. */
const glow = {
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '-40%',
    insetInlineEnd: '-10%',
    width: '60vmax',
    height: '60vmax',
    borderRadius: '50%',
    background: `radial-gradient(closest-side, ${translucent('accent', 0.35)}, transparent)`,
    pointerEvents: 'none',
  },
} as const

/** The band's decoration per layout (see `layout`). */
export const decoration = styleVariants({ split: {}, centered: {}, start: glow })

/**
 * `split`: the text above the picture on phones, beside it from md; `centered`: one centred column; `start`: one
 * column from the start edge, above the glow.
 */
export const layout = styleVariants({
  split: [
    { display: 'grid', gap: vars.space.xxl, alignItems: 'center' },
    responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 0.85fr)', gap: vars.space.xl } }),
  ],
  centered: { display: 'grid', justifyItems: 'center', textAlign: 'center' },
  start: { position: 'relative', zIndex: 1 },
})

/** Eyebrow, title, lead, the calls to action and what follows them. */
export const text = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
  alignContent: 'start',
  selectors: { [`${layout.centered} &`]: { justifyItems: 'center', width: '100%' } },
})

/** The eyebrow's colour on each background; a pill on the dark band gets a faint wash and a soft outline. */
export const eyebrow = style({
  color: vars.color.onDarkMuted,
  selectors: { [`${tone.light} &`]: { color: vars.color.brandStrong } },
})

/** The pill's colours on the dark band. */
export const darkPill = style({
  selectors: {
    [`${tone.dark} &`]: { color: vars.color.onDark, borderColor: translucent('onDarkMuted', 0.4), background: translucent('white', 0.06) },
  },
})

/** The page's one h1. */
export const title = style({
  fontSize: vars.fontSize.hero,
  maxWidth: '22ch',
  color: vars.color.onDarkStrong,
  selectors: {
    [`${tone.light} &`]: { color: vars.color.ink },
    // Beside a picture the column is narrower; alone, the line may run longer.
    [`${layout.split} &`]: { maxWidth: '18ch' },
    [`${layout.start} &`]: { maxWidth: '24ch' },
  },
})

/** The sentence under the title. */
export const lead = style({
  fontSize: vars.fontSize.lg,
  maxWidth: '60ch',
  color: vars.color.onDarkMuted,
  selectors: { [`${tone.light} &`]: { color: vars.color.inkSoft } },
})

/** The calls to action: stacked full width on small phones, in a row from sm. */
export const actions = style([
  { display: 'grid', gap: vars.space.sm, width: '100%', marginTop: vars.space.xs },
  responsiveStyle({ sm: { display: 'flex', flexWrap: 'wrap', width: 'auto' } }),
  { selectors: { [`${layout.centered} &`]: { justifyContent: 'center' } } },
])

/** The decorative picture; its width and height attributes reserve its box before it arrives. */
export const image = style([
  { width: '100%', maxWidth: '560px', height: 'auto', justifySelf: 'center' },
  responsiveStyle({ md: { justifySelf: 'end' } }),
])

/** Left out on phones, where it would only push the text (or the form below) further down. */
export const imageFromMd = style([{ display: 'none' }, responsiveStyle({ md: { display: 'block' } })])

/** A light frame and a shadow, for a picture that is a card's illustration rather than artwork made for the band. */
export const imageFramed = style([
  {
    maxWidth: '420px',
    borderRadius: vars.radius.lg,
    border: `6px solid ${translucent('white', 0.1)}`,
    boxShadow: vars.shadow.raised,
  },
  responsiveStyle({ md: { maxWidth: '460px' } }),
])
