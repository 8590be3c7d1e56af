import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const root = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl, maxWidth: '60rem' })

export const align = styleVariants({
  start: {},
  center: { textAlign: 'center', marginInline: 'auto' },
})

export const eyebrow = style({ opacity: 0.85 })

export const title = style({ fontSize: vars.fontSize.xxl })

export const lead = style({ fontSize: vars.fontSize.lg, opacity: 0.9 })
