import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { precompressDir } from './precompress'

const dir = mkdtempSync(join(tmpdir(), 'tecto-precompress-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

const page = `<!doctype html><html lang="pt-BR"><body>${'<p>Fale com a Tecto</p>'.repeat(100)}</body></html>`

test('text files get brotli and gzip copies that decompress to the original', () => {
  mkdirSync(join(dir, 'pt-br'), { recursive: true })
  writeFileSync(join(dir, 'pt-br', 'index.html'), page)
  precompressDir(dir)
  assert.is(brotliDecompressSync(readFileSync(join(dir, 'pt-br', 'index.html.br'))).toString(), page)
  assert.is(gunzipSync(readFileSync(join(dir, 'pt-br', 'index.html.gz'))).toString(), page)
})

test('images and fonts that are compressed already, and files that would not shrink, get no copies', () => {
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7))
  writeFileSync(join(dir, 'tiny.txt'), 'a')
  precompressDir(dir)
  assert.not.ok(existsSync(join(dir, 'logo.png.br')))
  assert.not.ok(existsSync(join(dir, 'tiny.txt.gz')))
})

test.run()
