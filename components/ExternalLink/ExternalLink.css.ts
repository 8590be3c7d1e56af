import { style } from '@vanilla-extract/css'

/** Text and arrow on one line. */
export const root = style({ display: 'inline-flex', alignItems: 'center', gap: '0.4em' })

/** The "new tab" arrow, sized with the text. */
export const icon = style({ flex: 'none', width: '1em', height: '1em' })
