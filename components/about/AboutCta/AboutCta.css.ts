import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** A centred column. */
export const root = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center', textAlign: 'center' })

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.surface, maxWidth: '28ch' })

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.onDark, maxWidth: '56ch' })
