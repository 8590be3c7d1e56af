import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** A raster image drawn as SVG in the repo: `svg` relative to the project root, `output` its URL path without the leading slash. */
export type RasterImage = { svg: string; output: string; format: 'jpeg' | 'png' | 'webp' }

const contentTypes = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const

/** Renders one SVG file to the image's raster format with sharp (a devDependency: loaded only when used). */
async function rasterise(root: string, image: RasterImage): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const svg = await readFile(resolve(root, image.svg))
  const pipeline = sharp(svg)
  switch (image.format) {
    // JPEG has no transparency: paint it on white.
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer()
    case 'webp':
      return pipeline.webp({ quality: 85 }).toBuffer()
  }
}

/**
 * Vite plugin that turns SVG artwork into raster files at fixed URLs, e.g. the social image at
 * `/og/tecto.png`: the client build emits each one at exactly its `output` file name,
 * and the dev server answers the same URL from the SVG, so only the SVG source lives in the repo.
 */
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
          response.setHeader('Content-Type', contentTypes[image.format])
          response.setHeader('Cache-Control', 'no-cache')
          response.end(body)
        }, next)
      })
    },
  }
}
