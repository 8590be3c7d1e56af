import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'
import { responsiveStyle } from '../../theme/responsiveStyle'

export const root = style([
  {
    display: 'grid',
    gap: vars.space.lg,
    alignContent: 'start',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.gradient.dark,
    color: vars.color.onDark,
  },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.surface })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg })

export const item = style({ position: 'relative', paddingInlineStart: '36px', display: 'grid', gap: vars.space.xxs })

globalStyle(`${item}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.1em',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='m7 12.5 3.2 3.2 6.8-7.2' fill='none' stroke='white' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 24px no-repeat, ${vars.gradient.brand}`,
})

export const itemTitle = style({ fontSize: vars.fontSize.md, color: vars.color.surface })

export const itemText = style({ fontSize: vars.fontSize.sm, color: vars.color.onDarkMuted, lineHeight: 1.55 })

globalStyle(`${itemText} a`, { color: vars.color.surface, textUnderlineOffset: '3px' })

export const chat = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${translucent('white', 0.16)}`,
})

export const chatTitle = style({ fontWeight: 600, color: vars.color.surface })

export const chatLink = style({
  justifySelf: 'start',
  minHeight: '24px',
  color: vars.color.surface,
  fontWeight: 600,
  textUnderlineOffset: '3px',
})
