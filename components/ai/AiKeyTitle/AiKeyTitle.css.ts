import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** A centred column. */
export const root = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center', textAlign: 'center' })

export const title = style({ fontSize: vars.fontSize.hero, maxWidth: '22ch', color: vars.color.ink })

/**
 * The statement's key words in the brand gradient. The brand's darkest stops keep them above AA on the pale band;
 * `color` stays as a fallback where text cannot be clipped to a background.
 */
export const highlight = style({
  color: vars.color.brandStrong,
  background: vars.gradient.brand,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
})

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: '60ch' })
