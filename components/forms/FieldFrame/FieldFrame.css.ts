import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** Label, control and message, stacked. */
export const root = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 })

/** The field's label. */
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.ink })

/** Inputs, selects and text areas: 48 px tall, an easy target; a clear border and the site's focus ring. */
export const control = style({
  width: '100%',
  minHeight: '48px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  '::placeholder': { color: vars.color.muted, opacity: 1 },
  ':hover': { borderColor: vars.color.inkSoft },
  ':focus-visible': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
})

/** A control whose value was refused: a red border, thicker so it does not rely on colour alone. */
export const invalid = style({
  borderColor: vars.color.danger,
  boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
  ':hover': { borderColor: vars.color.danger },
})

/** A hint under the control, such as how to type a number from abroad: quieter than the label, in the muted ink (AA on white). */
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, lineHeight: 1.4 })

/** The error message under the field, in red (#b3261e: 6.5:1 on white, WCAG AA). */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  lineHeight: 1.4,
})

/** The exclamation mark before the message. */
export const icon = style({ flex: 'none', marginTop: '2px' })
