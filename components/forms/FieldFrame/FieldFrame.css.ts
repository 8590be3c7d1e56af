import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const root = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.ink })

/** Inputs, selects and text areas: 48 px tall, an easy target; a clear border and the site's focus ring. */
export const control = style({
  width: '100%',
  minHeight: '48px',
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  '::placeholder': { color: vars.color.muted, opacity: 1 },
  ':hover': { borderColor: vars.color.inkSoft },
  ':focus-visible': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
})

/** A refused value: a red border, thicker so it does not rely on colour alone. */
export const invalid = style({
  borderColor: vars.color.danger,
  boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
  ':hover': { borderColor: vars.color.danger },
})

/** docs/product/forms.md: the message box is 159 px tall; visitors may make it taller, never shorter. */
export const message = style({ height: '159px', minHeight: '159px', resize: 'vertical', display: 'block' })

// A chevron in the ink colour, drawn as a background so the native list (and its keyboard use) stays.
const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5l5 5 5-5' fill='none' stroke='%230b1533' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`

export const select = style({
  appearance: 'none',
  background: `${chevron} no-repeat right ${vars.space.md} center ${vars.color.surface}`,
  paddingRight: `calc(${vars.space.md} * 2 + 12px)`,
  cursor: 'pointer',
  // The placeholder option reads like a placeholder while it is chosen; the open list shows the others in ink.
  selectors: { '&:has(option[value=""]:checked)': { color: vars.color.muted } },
})
globalStyle(`${select} option`, { color: vars.color.ink })

/** A hint under the control, in the muted ink (AA on white). */
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, lineHeight: 1.4 })

/** The error message under the field, in red (#b3261e: 6.5:1 on white, WCAG AA), after an exclamation mark. */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  lineHeight: 1.4,
})

export const icon = style({ flex: 'none', marginTop: '2px' })
