import { readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { encodedSuffixes } from '../shared/encodedCopies.ts'
import { listFiles } from '../shared/listFiles.ts'

/** Text files worth compressing; images other than SVG and fonts (woff2) are compressed already. */
const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** A file's two copies: brotli at its best quality, gzip at level 9, the same bytes every build. */
async function compressedCopies(source: Buffer): Promise<Record<(typeof encodedSuffixes)[number], Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzipped(source, { level: 9 }),
  ])
  return { '.br': br, '.gz': gz }
}

/** Writes `.br` and `.gz` copies of each text file where smaller, for the server, nginx or a CDN; one file per core at a time. */
export async function precompressDir(dir: string, concurrency = availableParallelism()): Promise<number> {
  const files = listFiles(dir).filter((name) => compressible.test(name))
  let next = 0
  let written = 0
  async function compressNext(): Promise<void> {
    while (next < files.length) {
      const path = join(dir, files[next++]!)
      const source = await readFile(path)
      const copies = await compressedCopies(source)
      for (const suffix of encodedSuffixes) {
        if (copies[suffix].length >= source.length) continue
        await writeFile(path + suffix, copies[suffix])
        written++
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, compressNext))
  return written
}
