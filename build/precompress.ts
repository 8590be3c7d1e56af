import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { afterPrerender } from './afterPrerender.ts'
import { encodedSuffixes } from '../shared/encodedCopies.ts'
import { listFiles } from '../shared/listFiles.ts'

/** Text files worth compressing; images other than SVG and fonts (woff2) are compressed already. */
const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/

/**
 * Writes `file.br` (brotli at its best quality) and `file.gz` (gzip level 9) beside each text file, once, at build
 * time: the server (and nginx's `gzip_static` / `brotli_static`, or a CDN) then sends them without compressing per request.
 * A copy that would not be smaller is not written.
 */
export function precompressDir(dir: string): number {
  let written = 0
  for (const file of listFiles(dir).filter((name) => compressible.test(name))) {
    const path = join(dir, file)
    const source = readFileSync(path)
    const copies = {
      '.br': brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
      '.gz': gzipSync(source, { level: 9 }),
    }
    for (const suffix of encodedSuffixes) {
      if (copies[suffix].length >= source.length) continue
      writeFileSync(path + suffix, copies[suffix])
      written++
    }
  }
  return written
}

/** The last step of the build: precompresses the static site once every page and file is in place. */
export const precompress = (outDir: string) => afterPrerender('precompress', outDir, precompressDir)
