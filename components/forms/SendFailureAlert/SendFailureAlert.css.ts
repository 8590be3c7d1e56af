import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** The live region: takes no room while empty. */
export const root = style({ selectors: { '&:empty': { display: 'none' } } })

/** The alert: red text on a faint red tint of the surface (still AA), a red bar at its start. */
export const box = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: `color-mix(in srgb, ${vars.color.danger} 7%, ${vars.color.surface})`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
})

export const title = style({ fontWeight: 700 })
