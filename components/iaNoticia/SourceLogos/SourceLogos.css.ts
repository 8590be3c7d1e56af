import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const root = style({ display: 'grid', gap: vars.space.md })

export const title = style({ fontSize: vars.fontSize.lg })

/** Two logos a row. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '72px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: '1px solid',
})

/** A portal the summary drew on: white tile, brand border. */
export const isHighlighted = style({ background: vars.color.surface, borderColor: vars.color.brand, boxShadow: vars.shadow.card })

/** The portal monitored but not used: greyed out and faded. */
export const isDimmed = style({ background: vars.color.surfaceAlt, borderColor: vars.color.line, filter: 'grayscale(1)', opacity: 0.45 })

export const logo = style({ width: '100%', maxWidth: '180px', height: 'auto' })

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.muted })
