import { style } from '@vanilla-extract/css'

/** The `<picture>` wrapper takes no box of its own: the `<img>` inside is sized and placed as if it stood alone. */
export const root = style({ display: 'contents' })
