import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'
import { ringedStretchedLink } from '../../theme/cards.css'

/** A pale band that closes the page above the footer. */
export const root = style({ background: vars.color.surfaceAlt, paddingBlock: vars.space.section })

/** One column on phones, two from sm, three from md. */
export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)' },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
])

/** A white card: the illustration beside the text; `position` anchors the title link's clickable area. */
export const card = style([
  {
    position: 'relative',
    display: 'grid',
    // A smaller illustration until md leaves the description a readable column in a phone's or a two-column card.
    gridTemplateColumns: '64px minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'start',
    height: '100%',
    padding: vars.space.md,
    background: vars.color.surface,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.card,
    transition: `box-shadow ${vars.motion.normal}`,
    ':hover': { boxShadow: vars.shadow.raised },
  },
  responsiveStyle({ md: { gridTemplateColumns: '96px minmax(0, 1fr)' } }),
])

/** The service's illustration, small. */
export const image = style([{ width: '64px', height: '40px', borderRadius: vars.radius.sm }, responsiveStyle({ md: { width: '96px', height: '60px' } })])

/** Title and description. */
export const body = style({ display: 'grid', gap: vars.space.xxs })

/** The service's name. */
export const title = style({ fontSize: vars.fontSize.md })

/** The title's link, stretched over the whole card so the card is one target. */
export const link = style([ringedStretchedLink, { color: vars.color.brandStrong, '::after': { borderRadius: vars.radius.md } }])

globalStyle(`${card}:hover ${link}`, { textDecoration: 'underline', textUnderlineOffset: '3px' })

/** The service's one-line pitch. */
export const description = style({ fontSize: vars.fontSize.sm, lineHeight: 1.5, color: vars.color.muted })
