import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { encodedSuffixes } from '../shared/encodedCopies.ts'
import { listFiles } from '../shared/listFiles.ts'

/** Text files worth compressing; images other than SVG and fonts (woff2) are compressed already. */
const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Writes `.br` and `.gz` copies of each text file where smaller, for the server, nginx or a CDN; the files at once, as zlib's
 * work runs on libuv's thread pool, which bounds how many compress together. */
export async function precompressDir(dir: string): Promise<number> {
  const files = listFiles(dir).filter((name) => compressible.test(name))
  const written = await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file)
      const source = await readFile(path)
      // Brotli at its best quality, gzip at level 9: the same bytes every build.
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzipped(source, { level: 9 }),
      ])
      const copies = { '.br': br, '.gz': gz }
      const smaller = encodedSuffixes.filter((suffix) => copies[suffix].length < source.length)
      await Promise.all(smaller.map((suffix) => writeFile(path + suffix, copies[suffix])))
      return smaller.length
    }),
  )
  return written.reduce((sum, count) => sum + count, 0)
}
