import { extname } from 'node:path'
import { imageSize } from 'image-size'
import { svgRefusal } from './svgRefusal.ts'

// Content pictures are checked before use, by the build, `npm run content:check` and the editor's uploads alike
// (docs/content/README.md#pictures); a raster's size is read from its header, so none too large is ever decoded.

/** The picture formats a content file may name, and whether the build makes responsive sizes of them. */
export const pictureExtensions = { '.jpg': 'raster', '.jpeg': 'raster', '.png': 'raster', '.webp': 'raster', '.avif': 'raster', '.svg': 'vector' } as const

/** The largest picture taken: a 1600 pixel wide picture is plenty, and a larger one only slows the build down. */
export const pictureLimits = { bytes: 20 * 1000 * 1000, pixels: 40 * 1000 * 1000 } as const

/** What image-size calls the raster formats the build can read. */
const rasterTypes = new Set(['jpg', 'png', 'webp', 'avif'])

/** Why a picture is refused, as a sentence naming it (`name`: how the reader finds it), or undefined when it is fine. */
export function pictureRefusal(name: string, byteLength: number, read: () => Uint8Array): string | undefined {
  const kind = pictureExtensions[extname(name).toLowerCase() as keyof typeof pictureExtensions]
  if (!kind) return `${name} is not a picture the site shows: JPG, PNG, WebP, AVIF or SVG`
  if (byteLength > pictureLimits.bytes) return `${name} is ${(byteLength / 1e6).toFixed(1)} MB: a picture may be at most ${pictureLimits.bytes / 1e6} MB`
  const bytes = read()
  if (kind === 'vector') {
    const refusal = svgRefusal(new TextDecoder().decode(bytes))
    return refusal && `${name} ${refusal}`
  }
  let size: ReturnType<typeof imageSize> | undefined
  try {
    size = imageSize(bytes)
  } catch {}
  if (!size?.type || !rasterTypes.has(size.type)) return `${name} is not a JPG, PNG, WebP or AVIF picture`
  const megapixels = (size.width * size.height) / 1e6
  if (size.width * size.height > pictureLimits.pixels)
    return `${name} is ${size.width}×${size.height} pixels (${Math.round(megapixels)} megapixels): a picture may have at most ${pictureLimits.pixels / 1e6} megapixels, and 1600 pixels wide is plenty`
  return undefined
}
