import { style } from '@vanilla-extract/css'

/** Fixed size, so the header never shifts while fonts load. */
export const root = style({ width: '132px', height: '36px', flexShrink: 0 })
