import { style } from '@vanilla-extract/css'

/** The frame fills the viewport so the footer sits at the bottom of short pages. */
export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })

export const main = style({ flex: 1 })
