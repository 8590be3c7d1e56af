import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { feedEnclosure } from './newsFeeds'

const clientDir = mkdtempSync(join(tmpdir(), 'tecto-feed-'))
mkdirSync(join(clientDir, 'social', 'news'), { recursive: true })
writeFileSync(join(clientDir, 'social', 'news', 'a b.png'), Buffer.alloc(1234))
const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'
writeFileSync(join(clientDir, 'picture.svg'), svg)

test('an article picture’s enclosure names its media type and its size in bytes, read from the built file', () => {
  assert.equal(feedEnclosure(clientDir, 'https://tecto.com.br/social/news/a%20b.png'), {
    url: 'https://tecto.com.br/social/news/a%20b.png',
    type: 'image/png',
    length: 1234,
  })
  assert.equal(feedEnclosure(clientDir, 'https://tecto.com.br/picture.svg'), {
    url: 'https://tecto.com.br/picture.svg',
    type: 'image/svg+xml',
    length: svg.length,
  })
})

test('a picture the build does not hold is no enclosure', () => {
  assert.is(feedEnclosure(clientDir, 'https://tecto.com.br/missing.png'), undefined)
  assert.is(feedEnclosure(clientDir, 'https://tecto.com.br/social'), undefined)
})

test.after(() => rmSync(clientDir, { recursive: true, force: true }))

test.run()
