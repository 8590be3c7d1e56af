import { style } from '@vanilla-extract/css'

/**
 * The symbols' holder takes no room. Not `display: none`: the flags' patterns and clip paths live inside it, and
 * a browser may not paint what a hidden subtree defines.
 */
export const symbols = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' })
