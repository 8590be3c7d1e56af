import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { focusRing } from './focusRing'
import { responsiveStyle } from './responsiveStyle'

/** A white card that fills its grid cell or slide, so the cards of a row share one height. */
export const cardSurface = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

/** A card that opens something: it lifts a little on hover (carousels clip more), its link's focus ring drawn around it. */
export const linkCard = style([
  cardSurface,
  {
    position: 'relative',
    transition: `transform ${vars.motion.normal}, border-color ${vars.motion.normal}`,
    selectors: {
      '&:hover': { transform: 'translateY(-3px)', borderColor: vars.color.brand },
      '&:has(a:focus-visible)': focusRing,
    },
  },
])

/** A list of cards: one column on phones, two from sm, three from md (docs/product/rules.md). */
export const cardGrid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
  }),
])

/** A borderless white card whose title link covers it (`position` anchors that area); it rises on hover. */
export const raisedCard = style([
  cardSurface,
  {
    position: 'relative',
    border: 'none',
    transition: `transform ${vars.motion.normal}, box-shadow ${vars.motion.normal}`,
    ':hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.raised },
  },
])

/** The cue at a card's foot ("Learn more →"), coloured like a link: the card's title link covers the card. */
export const cardCue = style({ color: vars.color.brand, fontWeight: 600, fontSize: vars.fontSize.sm })

/** A cardCue underlined while its raisedCard is hovered. */
export const raisedCardCue = style([cardCue, { selectors: { [`${raisedCard}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' } } }])

/** A card's title link stretched over the card: one target, one accessible name. A linkCard draws the focus ring itself. */
export const stretchedLink = style({
  textDecoration: 'none',
  ':focus-visible': { outline: 'none' },
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
})

/** A stretchedLink whose focus ring goes around the whole card. */
export const ringedStretchedLink = style([stretchedLink])

globalStyle(`${ringedStretchedLink}:focus-visible::after`, focusRing)

/** A form on a white card: the contact form and the landing pages' lead form, on light and dark bands alike. */
export const formCard = style([
  {
    display: 'grid',
    gap: vars.space.lg,
    // Slim on phones: at 320 px every field keeps room for its placeholder and the submit button for its label.
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    boxShadow: vars.shadow.card,
  },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

/** A dark gradient panel inside a band (a closing call, a quote), light text above AA across it; each adds its gap and padding. */
export const darkPanel = style({
  display: 'grid',
  borderRadius: vars.radius.lg,
  background: vars.gradient.dark,
  color: vars.color.onDark,
  boxShadow: vars.shadow.raised,
})

/** The pale band under a line that opens the contact and privacy pages. */
export const paleBand = style({ background: vars.color.surfaceAlt, borderBottom: `1px solid ${vars.color.line}`, paddingBlock: vars.space.xxl })

/** A page's opening sentence under its h1 (contact, privacy, not found), larger from sm. */
export const pageLead = style([
  { fontSize: vars.fontSize.md, color: vars.color.inkSoft, maxWidth: vars.width.text },
  responsiveStyle({ sm: { fontSize: vars.fontSize.lg } }),
])

/** A tinted panel inside a band (who a service suits, an article's summary); each adds its gap, padding and edge. */
export const tintedPanel = style({ display: 'grid', borderRadius: vars.radius.lg, background: vars.color.surfaceAlt })
