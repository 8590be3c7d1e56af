import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const root = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const tone = styleVariants({
  light: { color: vars.color.inkSoft },
  dark: { color: vars.color.onDark },
})

export const item = style({ position: 'relative', paddingInlineStart: '32px' })

globalStyle(`${item}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.2em',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.pill,
  // A white check mark over the brand gradient, so the list needs no icon font or extra markup.
  background: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 22 22'%3E%3Cpath d='m6.5 11.5 3 3 6-6.5' fill='none' stroke='white' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 22px no-repeat, ${vars.gradient.brand}`,
})

// On a dark band the check mark sits on a violet disc, a little smaller.
globalStyle(`${tone.dark} > ${item}::before`, {
  top: '0.35em',
  width: '20px',
  height: '20px',
  background: `${vars.color.accent} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='m6 10.5 2.5 2.5L14 7.5' fill='none' stroke='white' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 20px no-repeat`,
})
