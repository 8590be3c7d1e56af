import { createGlobalTheme } from '@vanilla-extract/css'
import { themeTokens } from './themeTokens'

/** The one theme of the site: Tecto's palette, type scale, spacing and shapes. */
export const vars = createGlobalTheme(':root', themeTokens)

/** The dim behind a modal dialog: a plain value, as `::backdrop` inherits no custom property before Chrome 122 and Safari 17.4. */
export const backdropColor = 'rgba(7, 16, 42, 0.55)'
