import { vars } from './theme.css'

/** A palette colour at some opacity, e.g. `translucent('white', 0.12)`; not in a `.css.ts`, which may export only styles. */
export function translucent(color: keyof typeof vars.rgb, alpha: number): string {
  return `rgba(${vars.rgb[color]}, ${alpha})`
}
