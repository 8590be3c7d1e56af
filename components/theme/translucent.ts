import { vars } from './theme.css'

/**
 * A palette colour at some opacity, e.g. `translucent('white', 0.12)` for a hover wash on a dark band. The alpha is
 * the caller's (how strong the wash or rule is); the colour is the theme's. A plain module, not a `.css.ts`: such a
 * file may export only styles and values.
 */
export function translucent(color: keyof typeof vars.rgb, alpha: number): string {
  return `rgba(${vars.rgb[color]}, ${alpha})`
}
