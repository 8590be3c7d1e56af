import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'

/** Label and logos on one line, wrapping on narrow phones; a thin rule sets it apart from the buttons. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginTop: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${translucent('onDarkMuted', 0.25)}`,
})

export const label = style({ color: vars.color.onDarkMuted })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.lg, alignItems: 'center' })

/** One wordmark, at a fixed size so nothing moves while it loads. */
export const logo = style({ width: '120px', height: '40px' })
