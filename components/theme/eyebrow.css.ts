import { recipe } from '@vanilla-extract/recipes'
import { vars } from './theme.css'

/**
 * The small uppercase label above a heading (a hero's, a section's, a card's), one style for the whole site. Its
 * colour comes from where it stands (a dark band, a card). `pill` puts it in a rounded outline, as the landing heroes
 * do; the outline's padding carries it, so its letters sit a little closer.
 */
export const eyebrow = recipe({
  base: {
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
  },
  variants: {
    shape: {
      text: {},
      pill: {
        display: 'inline-block',
        padding: `${vars.space.xxs} ${vars.space.md}`,
        borderRadius: vars.radius.pill,
        border: '1px solid currentColor',
        letterSpacing: '0.08em',
      },
    },
  },
  defaultVariants: { shape: 'text' },
})
