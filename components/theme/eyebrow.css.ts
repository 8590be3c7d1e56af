import { recipe } from '@vanilla-extract/recipes'
import { vars } from './theme.css'

/** The small uppercase label above a heading, coloured by where it stands; `pill` outlines it, as the landing heroes do. */
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
