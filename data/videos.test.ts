import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync } from 'node:fs'
import { localeSegments } from './locales'
import { createI18n } from '../locales/i18n'
import { companyFacts, videoSlots } from './companyFacts'
import { playableVideos, videoEmbedUrl, videoPosterSize, videos } from './videos'
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

test('only the videos whose id is supplied are shown, in their order, each with its id', () => {
  assert.equal(
    playableVideos({ 'tech-talent': 'Zf8mD1sQj6U', 'ai-agents': 'q7HnR2xVb4M' }).map(({ video, youtubeId }) => [video.id, youtubeId]),
    [
      ['ai-agents', 'q7HnR2xVb4M'],
      ['tech-talent', 'Zf8mD1sQj6U'],
    ],
  )
  assert.equal(playableVideos({}), [])
})

test('by default, the ids the company supplied: none is guessed', () => {
  assert.equal(
    playableVideos().map(({ video, youtubeId }) => [video.id, youtubeId]),
    videos.filter((video) => companyFacts.videoIds[video.id]).map((video) => [video.id, companyFacts.videoIds[video.id]]),
  )
})

test("the player comes from YouTube's privacy-enhanced host and starts at once", () => {
  assert.is(videoEmbedUrl('q7HnR2xVb4M'), 'https://www.youtube-nocookie.com/embed/q7HnR2xVb4M?autoplay=1')
})

test.run()
