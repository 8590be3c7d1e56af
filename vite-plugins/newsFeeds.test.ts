import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newsPerPage } from '../data/routes'
import { atomFeed, feedEnclosure, newsFeeds } from './newsFeeds'
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

const feed = (entries: Parameters<typeof atomFeed>[0]['entries']) =>
  atomFeed({
    title: 'Notícias da Tecto',
    lang: 'pt-BR',
    selfUrl: 'https://tecto.com.br/pt-br/noticias/feed.xml',
    pageUrl: 'https://tecto.com.br/pt-br/noticias',
    entries,
  })

test('an Atom feed of the entries, newest first, updated when the newest was published', () => {
  const xml = feed([
    { title: 'Antiga', summary: 'Resumo', url: 'https://tecto.com.br/pt-br/noticias/antiga', published: '2024-03-05' },
    {
      title: 'Nova',
      summary: 'Resumo',
      url: 'https://tecto.com.br/pt-br/noticias/nova',
      published: '2026-11-20',
      image: { url: 'https://tecto.com.br/a.png', type: 'image/png', length: 48213 },
    },
  ])
  assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="pt-BR">/)
  assert.match(xml, '<link rel="self" type="application/atom+xml" href="https://tecto.com.br/pt-br/noticias/feed.xml"/>')
  assert.match(xml, '<updated>2026-11-20T00:00:00Z</updated>\n  <author>')
  assert.equal(
    [...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map(([, id]) => id),
    ['https://tecto.com.br/pt-br/noticias/nova', 'https://tecto.com.br/pt-br/noticias/antiga'],
  )
  // A feed reader knows what the picture is and how big before it fetches it.
  assert.match(xml, '<link rel="enclosure" type="image/png" length="48213" href="https://tecto.com.br/a.png"/>')
})

test('text is escaped for XML', () => {
  const xml = feed([{ title: 'P&D <IA> "já"', summary: "Tecto's", url: 'https://tecto.com.br/pt-br/noticias/a?b=1&c=2', published: '2026-01-01' }])
  assert.match(xml, '<title>P&amp;D &lt;IA&gt; &quot;já&quot;</title>')
  assert.match(xml, 'href="https://tecto.com.br/pt-br/noticias/a?b=1&amp;c=2"')
  assert.not.match(xml, '<IA>')
})

test.after(() => rmSync(clientDir, { recursive: true, force: true }))

test.run()
