import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** A column of reading text. */
export const root = style({ display: 'grid', gap: vars.space.lg })

/** A paragraph, a little larger than body text for long reading. */
export const paragraph = style({ fontSize: vars.fontSize.md, lineHeight: 1.75, color: vars.color.inkSoft })

/** The note on where the piece first appeared, set apart by a rule. */
export const source = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  marginTop: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.line}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
})

/** The link to the original, in the brand's blue, 24 px tall at least. */
export const original = style({
  minHeight: '24px',
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.brandStrong },
})
