import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'
import { responsiveStyle } from '../../theme/responsiveStyle'

export const intro = style({ display: 'grid', gap: vars.space.xxs })

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted })

/** The anti-bot check's status line: quiet, and no room taken while empty. */
export const status = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm, selectors: { '&:empty': { display: 'none' } } })

/** Full width and slim on phones, so "Encontrar meu profissional" fits one line at 320 px; a minimum, so "Sending…" does not resize it. */
export const submit = style([
  { width: '100%', minWidth: '14rem', paddingInline: vars.space.md },
  responsiveStyle({ sm: { width: 'auto', paddingInline: vars.space.xl } }),
])

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

/** A ring turning while the form is sent (a still ring with reduced motion; the text says it all). */
export const spinner = style({
  width: '18px',
  height: '18px',
  flex: 'none',
  borderRadius: vars.radius.pill,
  border: `2px solid ${translucent('white', 0.4)}`,
  borderTopColor: vars.color.onBrand,
  animation: `${spin} 0.8s linear infinite`,
})
