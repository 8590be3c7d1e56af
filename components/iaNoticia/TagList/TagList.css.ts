import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const root = style({ display: 'grid', gap: vars.space.sm })

export const title = style({ fontSize: vars.fontSize.lg })

/** Chips that wrap. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const tag = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.chip,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})
