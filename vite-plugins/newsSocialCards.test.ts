import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { findNews, publishedEntries, showDrafts } from '../data/news'
import { entriesOrThrow } from '../data/content/collection'
import { newsCollection } from '../data/content/newsCollection'
import { localeSegments } from '../data/locales'
import { articleSocialImage } from '../data/socialImage'
import { newsSocialCards } from './newsSocialCards'
import { rasterise } from './rasterImages'

const root = process.cwd()

test('the build makes one link-preview picture of each picture the news articles name, at the address their pages give', () => {
  const cards = newsSocialCards(root, true)
  const expected = new Set(
    publishedEntries(entriesOrThrow(newsCollection), showDrafts).flatMap(({ slug }) =>
      localeSegments.flatMap((locale) => {
        const article = findNews(locale, slug)
        return article ? [articleSocialImage(slug, article.image).path] : []
      }),
    ),
  )
  assert.ok(expected.size >= 5)
  assert.equal(new Set(cards.map((card) => `/${card.output}`)), expected)
  assert.is(cards.length, expected.size, 'one file per picture, whatever the number of languages')
})

test('a production build makes no card of a draft: its picture and slug would be on the site at a known address', () => {
  const published = publishedEntries(entriesOrThrow(newsCollection), false).flatMap((entry) =>
    Object.values(entry.translations).map((article) => articleSocialImage(entry.slug, article!.image).path),
  )
  const cards = newsSocialCards(root, false).map((card) => `/${card.output}`)
  assert.equal(new Set(cards), new Set(published))
  assert.ok(newsSocialCards(root, true).length > cards.length, 'the content has drafts with their own pictures')
})

test('an article’s SVG drawing becomes a 1200×630 PNG, drawn at that size rather than enlarged', async () => {
  const card = newsSocialCards(root, true).find((candidate) => candidate.source.endsWith('.svg'))!
  const png = await rasterise(root, card)
  const { format, width, height } = await sharp(png).metadata()
  assert.equal([format, width, height], ['png', 1200, 630])
})

test('a photo becomes a 1200×630 JPEG, cut to cover it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-card-'))
  try {
    writeFileSync(
      join(dir, 'photo.png'),
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2447d8' } })
        .png()
        .toBuffer(),
    )
    const jpeg = await rasterise(dir, { source: 'photo.png', output: 'x.jpg', format: 'jpeg', size: { width: 1200, height: 630 } })
    const { format, width, height } = await sharp(jpeg).metadata()
    assert.equal([format, width, height], ['jpeg', 1200, 630])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a drawing’s card is a PNG and a photo’s a JPEG, under the article’s own address', () => {
  assert.equal(articleSocialImage('a', 'globe.svg'), { path: '/social/news/a/globe.png', width: 1200, height: 630, type: 'image/png' })
  assert.equal(articleSocialImage('a', 'team photo.JPG'), { path: '/social/news/a/team%20photo.jpg', width: 1200, height: 630, type: 'image/jpeg' })
})

test.run()
