import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { msg } from '@lingui/core/macro'
import { videos } from '../../data/videos'
import { createI18n } from '../../locales/i18n'
import { interact, render, renderToHtml } from '../../tests/render'
import { VideoCarousel, videoCarouselLayout } from './VideoCarousel'

/** The YouTube ids the company would supply (data/companyFacts.ts). */
const youtubeIds = { 'ai-agents': 'q7HnR2xVb4M', 'software-factory': 'Lk3tW9pYc2E', 'tech-talent': 'Zf8mD1sQj6U' }

/** The play button's name as the locale says it. */
async function playNames(locale: 'pt-br' | 'en-us' | 'es-es') {
  const i18n = await createI18n(locale)
  return videos.map((video) => {
    const title = i18n._(video.title)
    return i18n._(msg`Play video: ${title}`)
  })
}

/** Runs a click; happy-dom logs that it does not load iframe pages, which is expected here and kept off the output. */
async function withoutFrameLoadNotice(action: () => void) {
  const error = console.error
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) error(...args)
  }
  try {
    await interact(action)
  } finally {
    console.error = error
  }
}

test('3 videos per view with 32 px gaps past 1024 px, 1 with 16 px up to it; two videos fill the wide row', () => {
  assert.equal(videoCarouselLayout(3), { base: { perView: 1, spacing: 16 }, md: { perView: 3, spacing: 32 } })
  assert.equal(videoCarouselLayout(2), { base: { perView: 1, spacing: 16 }, md: { perView: 2, spacing: 32 } })
})

test('three slides, each our own poster and a play button named after its video, in two languages', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<VideoCarousel youtubeIds={youtubeIds} />, { locale })
    const slides = [...container.querySelectorAll('[role="group"]')]
    assert.is(slides.length, 3, locale)
    assert.equal(
      slides.map((s) => s.querySelector('h3')!.textContent),
      videos.map((v) => i18n._(v.title)),
      locale,
    )
    assert.equal(
      slides.map((s) => s.querySelector('p')!.textContent),
      videos.map((v) => i18n._(v.description)),
      locale,
    )
    const buttons = slides.map((s) => s.querySelector('button')!)
    assert.equal(
      buttons.map((b) => b.getAttribute('aria-label')),
      await playNames(locale),
      locale,
    )
    assert.equal(
      slides.map((s) => s.querySelector('img')!.getAttribute('src')),
      videos.map((v) => v.poster),
    )
    unmount()
  }
  assert.is((await playNames('en-us'))[0], 'Play video: AI agents at work: from a pilot to production')
})

test('the prerendered carousel holds no iframe and names no video host', async () => {
  for (const locale of ['pt-br', 'es-es'] as const) {
    const html = await renderToHtml(<VideoCarousel youtubeIds={youtubeIds} />, { locale })
    assert.match(html, 'aria-roledescription')
    assert.not.match(html, '<iframe')
    assert.not.match(html, /youtube|ytimg/i)
  }
})

test('playing a video puts its privacy-enhanced player in place of the poster, and only that one', async () => {
  const i18n = await createI18n('en-us')
  const { container, unmount } = await render(<VideoCarousel youtubeIds={youtubeIds} />, { locale: 'en-us' })
  assert.is(container.querySelectorAll('iframe').length, 0, 'no player before a click')
  const second = container.querySelectorAll('[role="group"]')[1]!
  await withoutFrameLoadNotice(() => second.querySelector('button')!.click())
  const frames = [...container.querySelectorAll('iframe')]
  assert.is(frames.length, 1)
  assert.is(frames[0]!.getAttribute('src'), `https://www.youtube-nocookie.com/embed/${youtubeIds['software-factory']}?autoplay=1`)
  assert.is(frames[0]!.getAttribute('title'), i18n._(videos[1].title))
  assert.ok(second.contains(frames[0]!), 'in the slide that was played')
  assert.not.ok(second.querySelector('button'), 'the poster button gave way to the player')
  assert.is(document.activeElement, frames[0], 'focus moves to the player')
  unmount()
})

test('a video whose id is not supplied is left out: two make a carousel of two, each with its play button', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const i18n = await createI18n(locale)
    const ids = { 'ai-agents': youtubeIds['ai-agents'], 'tech-talent': youtubeIds['tech-talent'] }
    const { container, unmount } = await render(<VideoCarousel youtubeIds={ids} />, { locale })
    const slides = [...container.querySelectorAll('[role="group"]')]
    assert.equal(
      slides.map((slide) => slide.querySelector('h3')!.textContent),
      [i18n._(videos[0].title), i18n._(videos[2].title)],
    )
    assert.equal(
      slides.map((slide) => slide.getAttribute('aria-label')),
      locale === 'en-us' ? ['1 of 2', '2 of 2'] : ['1 de 2', '2 de 2'],
    )
    assert.equal(
      slides.map((slide) => slide.querySelector('button')!.getAttribute('aria-label')),
      [(await playNames(locale))[0], (await playNames(locale))[2]],
    )
    unmount()
  }
})

test('a single video stands on its own: no carousel, no arrows, and it plays', async () => {
  for (const locale of ['es-es', 'en-us'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<VideoCarousel youtubeIds={{ 'software-factory': youtubeIds['software-factory'] }} />, { locale })
    assert.is(container.querySelectorAll('[aria-roledescription], [role="group"]').length, 0)
    assert.equal(
      [...container.querySelectorAll('h3')].map((h) => h.textContent),
      [i18n._(videos[1].title)],
    )
    const buttons = [...container.querySelectorAll('button')]
    assert.equal(
      buttons.map((b) => b.getAttribute('aria-label')),
      [(await playNames(locale))[1]],
    )
    await withoutFrameLoadNotice(() => buttons[0]!.click())
    assert.is(container.querySelector('iframe')!.getAttribute('src'), `https://www.youtube-nocookie.com/embed/${youtubeIds['software-factory']}?autoplay=1`)
    unmount()
  }
})

test('without any id there is nothing to show', async () => {
  const { container, unmount } = await render(<VideoCarousel youtubeIds={{}} />, { locale: 'en-us' })
  assert.is(container.innerHTML, '')
  unmount()
})

test('previous is off on the first video, next on the last', async () => {
  const { container, unmount } = await render(<VideoCarousel youtubeIds={youtubeIds} />, { locale: 'en-us' })
  const previous = container.querySelector('button[aria-label="Previous videos"]') as HTMLButtonElement
  const next = container.querySelector('button[aria-label="Next videos"]') as HTMLButtonElement
  assert.is(previous.getAttribute('aria-disabled'), 'true')
  assert.is(next.getAttribute('aria-disabled'), 'false')
  await interact(() => next.click())
  await interact(() => next.click())
  assert.is(next.getAttribute('aria-disabled'), 'true')
  assert.is(previous.getAttribute('aria-disabled'), 'false')
  unmount()
})

test.run()
