import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { companyFacts, type VideoSlot } from '../../../data/companyFacts'
import { videos } from '../../../data/videos'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { VideosSection } from './VideosSection'

/** YouTube ids as the company would supply them (data/companyFacts.ts), for the test's duration. */
async function withVideoIds(ids: Partial<Record<VideoSlot, string>>, check: () => Promise<void>) {
  const saved = companyFacts.videoIds
  companyFacts.videoIds = ids
  try {
    await check()
  } finally {
    companyFacts.videoIds = saved
  }
}

test('without any video id the section is left out, heading and all', () =>
  withVideoIds({}, async () => {
    for (const locale of ['pt-br', 'en-us'] as const) {
      const root = await renderToDocument(<VideosSection />, { locale })
      assert.is(root.innerHTML, '', locale)
    }
  }))

test('with some ids, only those videos show, each with its play button, under the heading but without the lead that names all three', () =>
  withVideoIds({ 'tech-talent': 'Zf8mD1sQj6U' }, async () => {
    for (const [locale, lead] of [
      ['pt-br', 'Veja como trabalhamos'],
      ['es-es', 'Descubre cómo trabajamos'],
    ] as const) {
      const i18n = await createI18n(locale)
      const section = (await renderToDocument(<VideosSection />, { locale })).querySelector('section[aria-labelledby="news-videos-title"]')!
      assert.is(section.querySelector('h2')!.textContent, 'Vídeos')
      assert.equal(
        [...section.querySelectorAll('h3')].map((h) => h.textContent),
        [i18n._(videos[2].title)],
      )
      assert.is(section.querySelectorAll('button').length, 1)
      assert.is(section.querySelectorAll('iframe').length, 0)
      // The island's JSON (its props and messages) is data, not text a visitor reads.
      for (const script of section.querySelectorAll('script')) script.remove()
      assert.not.match(section.textContent ?? '', lead)
    }
  }))

test('with every id, the three videos show in a carousel under the heading and its lead', () =>
  withVideoIds({ 'ai-agents': 'q7HnR2xVb4M', 'software-factory': 'Lk3tW9pYc2E', 'tech-talent': 'Zf8mD1sQj6U' }, async () => {
    for (const [locale, lead] of [
      ['en-us', 'See how we work'],
      ['pt-br', 'Veja como trabalhamos'],
    ] as const) {
      const section = (await renderToDocument(<VideosSection />, { locale })).querySelector('section[aria-labelledby="news-videos-title"]')!
      assert.match(section.textContent ?? '', lead)
      assert.is(section.querySelectorAll('[role="group"] button').length, videos.length)
    }
  }))

test.run()
