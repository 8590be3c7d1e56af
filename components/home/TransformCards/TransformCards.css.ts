import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** One column up to md, then three. */
export const grid = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl } }),
])

/**
 * A tinted card with a thin gradient top edge. Between sm and md the cards are full rows,
 * so the icon moves beside the text; in three columns the button sits at the bottom of every card alike.
 */
export const card = style([
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
])

export const icon = style([{ width: '64px', height: '64px' }, responsiveStyle({ sm: { gridRow: '1 / span 3' } })])

/** The card's sentence, as its heading. */
export const title = style({ fontSize: vars.fontSize.xl })

export const text = style({ color: vars.color.inkSoft, flex: 1 })

export const action = style({ marginTop: vars.space.xs })
