import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { msg } from '@lingui/core/macro'
import { consentStorageKey } from '../../data/consent'
import { createI18n } from '../../locales/i18n'
import { act, interact, render } from '../../tests/render'
import { createTracking } from '../tracking/tracking'
import type { TrackerWindow } from '../tracking/loadTrackers'
import { ConsentBanner } from './ConsentBanner'
import { openConsentBanner } from './openConsentBanner'

/** Lets real time pass inside act(), so timers' state updates have landed. */
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

/** A spy for the banner's "start tracking" step. */
function trackingSpy() {
  const spy = () => void spy.calls++
  spy.calls = 0
  return spy
}

const banner = (container: HTMLElement) => container.querySelector('section[aria-labelledby="consent-banner-title"]')
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!

test.before.each(() => localStorage.clear())

test('a first-time visitor sees the banner one second after load', async () => {
  const { container, unmount } = await render(<ConsentBanner />, { locale: 'en-us' })
  assert.is(banner(container), null)
  await wait(700)
  assert.is(banner(container), null, 'not before one second')
  await wait(500)
  assert.ok(banner(container), 'shown after one second')
  unmount()
})

test('the banner is a labelled region with equal buttons and a localized privacy policy link', async () => {
  // Spanish is read from its catalog: that translation is still in progress.
  const spanish = await createI18n('es-es')
  const texts = {
    'pt-br': ['Sua privacidade, sua escolha', 'Aceitar', 'Rejeitar'],
    'en-us': ['Your privacy, your choice', 'Accept', 'Reject'],
    'es-es': [
      msg`Your privacy, your choice`,
      msg({ context: 'consent banner', message: 'Accept' }),
      msg({ context: 'consent banner', message: 'Reject' }),
    ].map((m) => spanish._(m)),
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const [title, accept, reject] = texts[locale]
    const { container, unmount } = await render(<ConsentBanner delay={10} />, { locale })
    await wait(30)
    const region = banner(container)!
    assert.is(container.querySelector('#consent-banner-title')?.textContent, title, locale)
    assert.is(region.querySelector('a')?.getAttribute('href'), `/${locale}/politica-de-privacidade`)
    assert.ok(button(container, accept!) && button(container, reject!), `${locale}: both buttons`)
    assert.is(button(container, accept!).className, button(container, reject!).className)
    unmount()
  }
})

test('accepting stores "true", hides the banner and starts tracking', async () => {
  const startTracking = trackingSpy()
  const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={startTracking} />, { locale: 'en-us' })
  await wait(30)
  assert.is(startTracking.calls, 0, 'nothing before the choice')
  await interact(() => button(container, 'Accept').click())
  assert.is(localStorage.getItem(consentStorageKey), 'true')
  assert.is(banner(container), null)
  assert.is(startTracking.calls, 1)
  unmount()
})

test('rejecting stores "false", hides the banner and starts nothing', async () => {
  const startTracking = trackingSpy()
  const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={startTracking} />, { locale: 'en-us' })
  await wait(30)
  await interact(() => button(container, 'Reject').click())
  assert.is(localStorage.getItem(consentStorageKey), 'false')
  assert.is(banner(container), null)
  assert.is(startTracking.calls, 0)
  unmount()
})

test('a stored acceptance starts tracking at once and shows no banner', async () => {
  localStorage.setItem(consentStorageKey, 'true')
  const startTracking = trackingSpy()
  const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={startTracking} />)
  await wait(30)
  assert.is(banner(container), null)
  assert.is(startTracking.calls, 1)
  unmount()
})

test('a stored rejection shows no banner and starts nothing', async () => {
  localStorage.setItem(consentStorageKey, 'false')
  const startTracking = trackingSpy()
  const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={startTracking} />)
  await wait(30)
  assert.is(banner(container), null)
  assert.is(startTracking.calls, 0)
  unmount()
})

test('"Privacy choices" reopens the banner, focused, and a new choice replaces the old one', async () => {
  localStorage.setItem(consentStorageKey, 'false')
  const startTracking = trackingSpy()
  const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={startTracking} />, { locale: 'en-us' })
  await interact(() => openConsentBanner())
  assert.ok(banner(container))
  assert.is(document.activeElement, banner(container))
  await interact(() => button(container, 'Accept').click())
  assert.is(localStorage.getItem(consentStorageKey), 'true')
  assert.is(startTracking.calls, 1)
  unmount()
})

test('with real tracking: scripts load after accepting, never after rejecting', async () => {
  for (const choice of ['Accept', 'Reject']) {
    localStorage.clear()
    // The trackers' scripts go into a page of their own that never downloads them.
    const page = new Window({ settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } })
    const ids = { gtmIds: ['GTM-AAAA111', 'GTM-BBBB222'], metaPixelId: '123456789012345' }
    const tracking = createTracking(ids, { storage: () => localStorage, window: () => page as unknown as TrackerWindow })
    const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={tracking.trackPageView} />, { locale: 'en-us' })
    await wait(30)
    assert.is(page.document.querySelectorAll('script').length, 0, 'nothing before the choice')
    await interact(() => button(container, choice).click())
    // The trackers come from a chunk imported after the click, and effects run after the next frame:
    // give them time, then count (a rejection must still show none).
    const scripts = () => page.document.querySelectorAll('script').length
    for (let waited = 0; waited < 500 && scripts() < 3; waited += 20) await wait(20)
    assert.is(scripts(), choice === 'Accept' ? 3 : 0, choice)
    unmount()
  }
})

test.run()
