import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newsPerPage } from '../data/routes'
import { feedEnclosure, newsFeeds } from './newsFeeds'
import type { NewsFile } from './newsSocialCards'

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

test('a language’s feed holds every article, however many pages its news list takes', () => {
  mkdirSync(join(clientDir, 'en-us', 'noticias'), { recursive: true })
  const list = '<title>News — Tecto</title>\n<link rel="canonical" href="https://tecto.com.br/en-us/noticias">'
  writeFileSync(join(clientDir, 'en-us', 'noticias', 'index.html'), list)
  const count = 2 * newsPerPage + 6
  const articles = Array.from({ length: count }, (_, i): NewsFile => {
    const date = `2026-01-${String(i + 1).padStart(2, '0')}`
    return { kind: 'announcement', slug: `a${i}`, locale: 'en-us', title: `A${i}`, description: 'D', date, image: 'a.png', imageAlt: 'Illustration: a' }
  })
  newsFeeds(articles)(clientDir)
  const feed = readFileSync(join(clientDir, 'en-us', 'noticias', 'feed.xml'), 'utf8')
  assert.is([...feed.matchAll(/<entry>/g)].length, count)
})

test.after(() => rmSync(clientDir, { recursive: true, force: true }))

test.run()
