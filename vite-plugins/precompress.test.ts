import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { precompressDir } from './precompress'

const dir = mkdtempSync(join(tmpdir(), 'tecto-precompress-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

const page = `<!doctype html><html lang="pt-BR"><body>${'<p>Fale com a Tecto</p>'.repeat(100)}</body></html>`

test('text files get brotli and gzip copies that decompress to the original', async () => {
  mkdirSync(join(dir, 'pt-br'), { recursive: true })
  writeFileSync(join(dir, 'pt-br', 'index.html'), page)
  await precompressDir(dir)
  assert.is(brotliDecompressSync(readFileSync(join(dir, 'pt-br', 'index.html.br'))).toString(), page)
  assert.is(gunzipSync(readFileSync(join(dir, 'pt-br', 'index.html.gz'))).toString(), page)
})

test('images and fonts that are compressed already, and files that would not shrink, get no copies', async () => {
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7))
  writeFileSync(join(dir, 'tiny.txt'), 'a')
  await precompressDir(dir)
  assert.not.ok(existsSync(join(dir, 'logo.png.br')))
  assert.not.ok(existsSync(join(dir, 'tiny.txt.gz')))
})

test('many files at a time give each the bytes of brotli 11 and gzip 9 done one by one', async () => {
  const pages = Array.from({ length: 12 }, (_, index) => `${page}<!-- ${index} -->`.repeat(index + 1))
  pages.forEach((html, index) => {
    writeFileSync(join(dir, `page-${index}.html`), html)
  })
  assert.is(await precompressDir(dir), 2 * (pages.length + 1), 'two copies of each page and of pt-br/index.html')
  pages.forEach((html, index) => {
    const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
    assert.ok(readFileSync(join(dir, `page-${index}.html.br`)).equals(brotli), `page-${index}.html.br`)
    assert.ok(readFileSync(join(dir, `page-${index}.html.gz`)).equals(gzipSync(html, { level: 9 })), `page-${index}.html.gz`)
  })
})

test.run()
