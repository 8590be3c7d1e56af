import { style } from '@vanilla-extract/css'

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: '0.4em' })

export const icon = style({ flex: 'none', width: '1em', height: '1em' })
