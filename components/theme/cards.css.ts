import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

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

/**
 * A card that opens something: it lifts a little on hover (little, as carousels clip what reaches far outside
 * a card), and the focus ring of its link is drawn around the whole card.
 */
export const linkCard = style([
  cardSurface,
  {
    position: 'relative',
    transition: `transform ${vars.motion.normal}, border-color ${vars.motion.normal}`,
    selectors: {
      '&:hover': { transform: 'translateY(-3px)', borderColor: vars.color.brand },
      '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
])
