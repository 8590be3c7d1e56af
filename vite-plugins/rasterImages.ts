import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** A raster image made from `source` (relative to the project) at the URL path `output`; with `size`, cut to cover it. */
export type RasterImage = { source: string; output: string; format: 'jpeg' | 'png'; size?: { width: number; height: number } }

/** Renders one picture to the image's raster format with sharp (a devDependency: loaded only when used). */
export async function rasterise(root: string, image: RasterImage): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const input = await readFile(resolve(root, image.source))
  let pipeline = sharp(input)
  if (image.size) {
    // Cut to cover the size, centred; an SVG drawn at the density that covers it, so its lines stay sharp.
    const { width = image.size.width, height = image.size.height, format } = await pipeline.metadata()
    const scale = Math.max(image.size.width / width, image.size.height / height)
    pipeline = sharp(input, format === 'svg' ? { density: 72 * scale } : {}).resize(image.size.width, image.size.height, { fit: 'cover' })
  }
  // JPEG has no transparency: paint it on white.
  return image.format === 'jpeg'
    ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    : pipeline.png({ compressionLevel: 9 }).toBuffer()
}

/** Raster files at fixed URLs (the social image, news cards), emitted by the build and answered by the dev server, from sources in the repo. */
export function rasterImages(images: readonly RasterImage[]): Plugin {
  let root = process.cwd()
  return {
    name: 'tecto:raster-images',
    configResolved(config) {
      root = config.root
    },
    async generateBundle() {
      // vike builds the client and the server as two Vite environments; only the client serves files.
      if (this.environment.config.consumer !== 'client') return
      for (const image of images) {
        this.emitFile({ type: 'asset', fileName: image.output, source: await rasterise(root, image) })
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURI((request.url ?? '').split(/[?#]/)[0]!)
        const image = images.find((candidate) => `/${candidate.output}` === path)
        if (!image) return next()
        rasterise(root, image).then((body) => {
          response.setHeader('Content-Type', `image/${image.format}`)
          response.setHeader('Cache-Control', 'no-cache')
          response.end(body)
        }, next)
      })
    },
  }
}
