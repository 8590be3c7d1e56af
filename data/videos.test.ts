import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync } from 'node:fs'
import { localeSegments } from './locales'
import { createI18n } from '../locales/i18n'
import { videoSlots } from './companyFacts'
import { videoEmbedUrl, videoPosterSize, videos } from './videos'
import { publicFile } from '../tests/support/publicFile'

test('three videos, one for each video slot of the company facts', () => {
  assert.equal(
    videos.map((video) => video.id),
    [...videoSlots],
  )
})

for (const locale of localeSegments) {
  test(`every video has a title and a description in ${locale}`, async () => {
    const i18n = await createI18n(locale)
    for (const video of videos) {
      assert.ok(i18n._(video.title).trim().length > 5, `${video.id} title in ${locale}`)
      assert.ok(i18n._(video.description).trim().length > 40, `${video.id} description in ${locale}`)
    }
  })
}

test('every poster is our own 16:9 SVG, not an image from the video host', () => {
  for (const { poster } of videos) {
    assert.ok(poster.startsWith('/images/videos/'), poster)
    assert.ok(existsSync(publicFile(poster)), `${poster} exists`)
    assert.match(readFileSync(publicFile(poster), 'utf8'), `viewBox="0 0 ${videoPosterSize.width} ${videoPosterSize.height}"`)
  }
})

test("the player comes from YouTube's privacy-enhanced host and starts at once", () => {
  assert.is(videoEmbedUrl('q7HnR2xVb4M'), 'https://www.youtube-nocookie.com/embed/q7HnR2xVb4M?autoplay=1')
})

test.run()
