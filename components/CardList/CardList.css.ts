import { globalStyle, style, type StyleRule } from '@vanilla-extract/css'
import { cardSurface } from '../theme/cards.css'
import { type Breakpoint, responsiveStyle } from '../theme/responsiveStyle'
import { stepNumbers } from '../theme/stepNumbers'
import { vars } from '../theme/theme.css'

export type LookStyles = { list: string; card: string; title: string; description?: string; skills?: string; skill?: string }

const plainList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg } as const
const titleLarge = style({ fontSize: vars.fontSize.lg, color: vars.color.ink })
const descriptionSmall = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm })
// Most looks: a large title over a small sentence.
const titled = (list: string, card: string) => ({ list, card, title: titleLarge, description: descriptionSmall })
// Rows that wrap and centre, so an odd last row (3 + 2, 4 + 3) stays balanced; a card is full width on phones, then `perRow` a row.
const wrappingCardRow = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.lg })
const wrappingCardWidth = (perRow: Partial<Record<Breakpoint, number>>): StyleRule[] => [
  { flex: '1 1 100%' },
  responsiveStyle(
    Object.fromEntries(
      Object.entries(perRow).map(([at, count]) => [at, { flexBasis: `calc((100% - ${count - 1} * ${vars.space.lg}) / ${count})`, flexGrow: 0 }]),
    ),
  ),
]
// A straight gradient bar along the top of a card, clipped by its rounded corners.
const gradientTop = (surface: string) => `${vars.gradient.brand} top / 100% 4px no-repeat, ${surface}`
/** A grid of `columns` from each breakpoint, e.g. `{ sm: 2, lg: 4 }`. */
const columns = (counts: Partial<Record<Breakpoint, number>>, extra: StyleRule = {}) =>
  responsiveStyle(Object.fromEntries(Object.entries(counts).map(([at, count]) => [at, { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, ...extra }])))
// The numbered looks count their cards (the ordered list tells screen readers the order; the numbers decorate).
const counted = { counterReset: 'card' }

const pills = style({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
const pill = {
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
  fontWeight: 600,
}

// One style per look, named after the section that shows it (`grep -rn 'look="'` finds them).
const stepCard = style({
  counterIncrement: 'card',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
})
const hiringStep = style({ counterIncrement: 'card', position: 'relative', display: 'grid', gap: vars.space.xs, paddingInlineStart: '64px' })
const hiringTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkStrong })
const hiringDescription = style({ color: vars.color.onDark })
const plainDescription = style({ color: vars.color.inkSoft })

export const looks = {
  values: titled(wrappingCardRow, style([cardSurface, ...wrappingCardWidth({ sm: 2, md: 3 }), { gap: vars.space.sm, padding: vars.space.xl }])),
  benefits: titled(wrappingCardRow, style([cardSurface, ...wrappingCardWidth({ sm: 2, md: 3, lg: 5 }), { gap: vars.space.sm, padding: vars.space.lg }])),
  help: titled(
    style([plainList, counted, responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, 1fr)' }, lg: { gridTemplateColumns: 'repeat(4, 1fr)' } })]),
    style([stepCard, { border: `1px solid ${vars.color.line}`, background: gradientTop(vars.color.surface) }]),
  ),
  stages: titled(
    style([plainList, counted, columns({ md: 3 }, { gap: vars.space.xl })]),
    style([stepCard, { background: vars.color.surface, boxShadow: vars.shadow.card }]),
  ),
  checks: titled(
    style([plainList, columns({ sm: 2, lg: 4 })]),
    style([
      {
        display: 'grid',
        alignContent: 'start',
        gap: vars.space.sm,
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.line}`,
        background: vars.color.surface,
        boxShadow: vars.shadow.card,
      },
      responsiveStyle({ sm: { padding: vars.space.xl } }),
    ]),
  ),
  statements: {
    list: style([plainList, responsiveStyle({ sm: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.xl } })]),
    card: style({
      display: 'grid',
      gap: vars.space.sm,
      alignContent: 'start',
      paddingInlineStart: vars.space.lg,
      borderInlineStart: `4px solid ${vars.color.brand}`,
    }),
    title: style({ fontSize: vars.fontSize.xl, color: vars.color.ink }),
    description: style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: '56ch' }),
  },
  reasons: {
    list: style(plainList),
    card: style({ display: 'grid', gap: vars.space.xs, paddingInlineStart: vars.space.lg, borderInlineStart: `3px solid ${vars.color.accent}` }),
    title: titleLarge,
    description: plainDescription,
  },
  why: {
    list: style([plainList, { marginTop: vars.space.xxl, gap: vars.space.xl }, responsiveStyle({ md: { gridTemplateColumns: 'repeat(3, 1fr)' } })]),
    card: style({ display: 'grid', alignContent: 'start', gap: vars.space.xs }),
    title: titleLarge,
    description: plainDescription,
  },
  expertise: {
    list: wrappingCardRow,
    card: style([
      ...wrappingCardWidth({ sm: 2, md: 3, lg: 4 }),
      {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.sm,
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.card,
        background: gradientTop(vars.color.surface),
      },
      responsiveStyle({ sm: { padding: vars.space.xl } }),
    ]),
    title: titleLarge,
    description: style([descriptionSmall, { flex: 1 }]),
    skills: style([pills, { margin: `${vars.space.xs} 0 0` }]),
    skill: style({ ...pill, padding: `2px ${vars.space.sm}`, fontSize: vars.fontSize.xs }),
  },
  tech: {
    list: style([plainList, columns({ sm: 2, md: 3 })]),
    card: style({
      display: 'grid',
      alignContent: 'start',
      gap: vars.space.md,
      padding: vars.space.lg,
      background: vars.color.surface,
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.line}`,
    }),
    title: titleLarge,
    skills: style([pills, { margin: 0 }]),
    skill: style({ ...pill, padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm }),
  },
  // Tinted, with a gradient top edge. Between sm and md the cards are full rows, so the icon moves beside the text; in
  // three columns the button sits at the bottom of every card alike.
  transform: {
    list: style([plainList, columns({ md: 3 }, { gap: vars.space.xl })]),
    card: style([
      {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: vars.space.md,
        padding: vars.space.xl,
        background: vars.color.surfaceAlt,
        borderRadius: vars.radius.lg,
        position: 'relative',
        overflow: 'hidden',
        '::before': { content: '""', position: 'absolute', insetInline: 0, top: 0, height: '4px', background: vars.gradient.brand },
      },
      responsiveStyle({
        sm: { display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', columnGap: vars.space.lg, justifyItems: 'start' },
        md: { display: 'flex' },
      }),
    ]),
    title: style({ fontSize: vars.fontSize.xl }),
    description: style({ color: vars.color.inkSoft, flex: 1 }),
  },
  // Beside a testimonial: one column; alone, a column each from md.
  hiringBeside: { list: style([plainList, counted, { gap: vars.space.xl }]), card: hiringStep, title: hiringTitle, description: hiringDescription },
  hiring: {
    list: style([plainList, counted, { gap: vars.space.xl }, responsiveStyle({ md: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } })]),
    card: hiringStep,
    title: hiringTitle,
    description: hiringDescription,
  },
} satisfies Record<string, LookStyles>

export const valueIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  marginBottom: vars.space.xs,
})

/** The icon of a transform card, beside its three lines between sm and md. */
export const transformIcon = style([{ width: '64px', height: '64px' }, responsiveStyle({ sm: { gridRow: '1 / span 3' } })])

export const transformAction = style({ marginTop: vars.space.xs })

export const benefitIcon = style({ width: '56px', height: '56px', marginBottom: vars.space.xs })

stepNumbers(stepCard, 'card')

// A hiring step's number on a violet disc.
globalStyle(`${hiringStep}::before`, {
  content: 'counter(card)',
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

// A hire benefit opens with a check mark on a gradient tile: decoration only.
globalStyle(`${looks.checks.card}::before`, {
  content: '""',
  width: '44px',
  height: '44px',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.md,
  background: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 44 44'%3E%3Cpath d='m14 22.5 5 5L30 16.5' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 44px no-repeat, ${vars.gradient.brand}`,
})
