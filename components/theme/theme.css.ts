import { createGlobalTheme } from '@vanilla-extract/css'
import { themeTokens } from './themeTokens'

/** The one theme of the site: Tecto's palette, type scale, spacing and shapes. */
export const vars = createGlobalTheme(':root', themeTokens)

/**
 * The dim behind a modal dialog (the mobile drawer). A plain value, not a variable: `::backdrop` does not inherit
 * custom properties from the page in browsers older than 2024 (Chrome 122, Safari 17.4), and would show none.
 */
export const backdropColor = 'rgba(7, 16, 42, 0.55)'
