import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'
import { translucent } from '../theme/translucent'
import { looks, type Look } from './heroLooks.css'

// The measures that differ between page openings: each `look` sets them, the styles below read them.
const paddingTop = createVar()
const paddingBottom = createVar()
const columns = createVar()
const columnGap = createVar()
const phoneGap = createVar()
const textMeasure = createVar()
const titleMeasure = createVar()
const leadMeasure = createVar()
const leadColor = createVar()
const pictureMeasure = createVar()
const pictureMeasureMd = createVar()
const actionsMargin = createVar()
const actionsAlign = createVar()

export type HeroLook = keyof typeof looks

/** Each look's layout (a plain object: a stylesheet module may export values, not functions). */
export const layoutOf = Object.fromEntries(Object.entries(looks).map(([name, measures]) => [name, measures.layout])) as Record<HeroLook, Look['layout']>

export const look = styleVariants(looks, (measures: Look) => ({
  vars: {
    [paddingTop]: measures.padding[0],
    [paddingBottom]: measures.padding[1],
    [columns]: measures.columns ?? 'none',
    [columnGap]: measures.gap?.[1] ?? '0',
    [phoneGap]: measures.gap?.[0] ?? '0',
    [textMeasure]: measures.text ?? 'none',
    [titleMeasure]: measures.title ?? 'none',
    [leadMeasure]: measures.lead,
    [leadColor]: measures.leadColor ?? vars.color.onDarkMuted,
    [pictureMeasure]: measures.picture?.[0] ?? 'none',
    [pictureMeasureMd]: measures.picture?.[1] ?? 'none',
    [actionsMargin]: measures.actions?.[0] ?? '0',
    [actionsAlign]: measures.actions?.[1] ?? 'stretch',
  },
}))

/** A picture or glow that spills over the edge is clipped. */
export const root = style({ position: 'relative', overflow: 'hidden', paddingTop, paddingBottom })

/** The dark gradient (the light text tokens pass AA across it), or a pale tint for a page whose next band is dark. */
export const tone = styleVariants({
  dark: { background: vars.gradient.dark, color: vars.color.onDark },
  light: {
    background: `radial-gradient(circle at 85% 20%, ${translucent('accent', 0.12)}, transparent 45%), ${vars.color.surfaceAlt}`,
    color: vars.color.inkSoft,
  },
})

/** `split`: the text above the picture on phones, beside it from md; `start`: one column, a glow where the band is empty. */
export const layout = styleVariants({
  split: [{ display: 'grid', gap: phoneGap, alignItems: 'center' }, responsiveStyle({ md: { gridTemplateColumns: columns, gap: columnGap } })],
  centered: { display: 'grid', justifyItems: 'center', textAlign: 'center' },
  start: { position: 'relative', zIndex: 1 },
})

export const glow = style({
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
})

export const text = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
  alignContent: 'start',
  maxWidth: textMeasure,
  selectors: { [`${layout.centered} &`]: { justifyItems: 'center', width: '100%' } },
})

export const eyebrow = style({
  color: vars.color.onDarkMuted,
  selectors: { [`${tone.light} &`]: { color: vars.color.brandStrong } },
})

// On the showcase's dark band the pill eyebrow is outlined softly over a faint wash.
export const darkPill = style({
  selectors: {
    [`${tone.dark} &`]: { color: vars.color.onDark },
    [`${tone.dark}${look.showcase} &`]: { borderColor: translucent('onDarkMuted', 0.4), background: translucent('white', 0.06) },
  },
})

export const title = style({
  fontSize: vars.fontSize.hero,
  maxWidth: titleMeasure,
  color: vars.color.onDarkStrong,
  selectors: { [`${tone.light} &`]: { color: vars.color.ink } },
})

export const lead = style({
  fontSize: vars.fontSize.lg,
  maxWidth: leadMeasure,
  color: leadColor,
  selectors: { [`${tone.light} &`]: { color: vars.color.inkSoft } },
})

export const actions = style([
  { display: 'grid', gap: vars.space.sm, width: '100%', justifyItems: actionsAlign, marginTop: actionsMargin },
  responsiveStyle({ sm: { display: 'flex', flexWrap: 'wrap', width: 'auto', selectors: { [`${layout.centered} &`]: { justifyContent: 'center' } } } }),
])

export const image = style([
  { width: '100%', maxWidth: pictureMeasure, height: 'auto', justifySelf: 'center' },
  responsiveStyle({ md: { maxWidth: pictureMeasureMd, justifySelf: 'end' } }),
])

/** Left out on phones, where it would only push the text (or the form below) down. */
export const imageFromMd = style([{ display: 'none' }, responsiveStyle({ md: { display: 'block' } })])

/** For a card's illustration rather than artwork made for the band. */
export const imageFramed = style({
  borderRadius: vars.radius.lg,
  border: `6px solid ${translucent('white', 0.1)}`,
  boxShadow: vars.shadow.raised,
})
