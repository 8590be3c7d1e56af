import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ReactNode } from 'react'
import { Window } from 'happy-dom'
import { msg } from '@lingui/core/macro'
import { consentStorageKey } from '../../data/consent'
import { createI18n } from '../../locales/i18n'
import { interact, render } from '../../tests/render'
import { installFakeClock, type FakeClock } from '../../tests/support/fakeClock'
import { waitFor } from '../../tests/support/waitFor'
import { createTracking } from '../tracking/tracking'
import type { TrackerWindow } from '../tracking/loadTrackers'
import { ConsentBanner } from './ConsentBanner'
import { PrivacyChoicesButton } from './PrivacyChoicesButton'

// The banner's delay runs on a fake clock: a test moves it and sees at once what a visitor sees then.
let clock: FakeClock
/** Moves the clock on by `ms`, inside act(), so the timers' state updates have landed. */
const wait = (ms: number) => interact(() => clock.tick(ms))

/** A spy for the banner's "start tracking" step. */
function trackingSpy() {
  const spy = () => void spy.calls++
  spy.calls = 0
  return spy
}

const banner = (container: HTMLElement) => container.querySelector('section[aria-labelledby="consent-banner-title"]')
const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!

test.before.each(() => {
  localStorage.clear()
  clock = installFakeClock()
})
test.after.each(() => clock.uninstall())

test('a first-time visitor sees the banner one second after load', async () => {
  const { container, unmount } = await render(<ConsentBanner />, { locale: 'en-us' })
  assert.is(banner(container), null)
  await wait(999)
  assert.is(banner(container), null, 'not before one second')
  await wait(1)
  assert.ok(banner(container), 'shown after one second')
  unmount()
})

test('the banner is a labelled region with equal buttons and a localized privacy policy link', async () => {
  // Spanish is read from its catalog: that translation is still in progress.
  const spanish = await createI18n('es-es')
  // One message a line, in the banner's order: Lingui orders a catalog by file and line, and two on one line swap between extractions.
  const titleMessage = msg`Your privacy, your choice`
  const rejectMessage = msg({ context: 'consent banner', message: 'Reject' })
  const acceptMessage = msg({ context: 'consent banner', message: 'Accept' })
  const texts = {
    'pt-br': ['Sua privacidade, sua escolha', 'Aceitar', 'Rejeitar'],
    'en-us': ['Your privacy, your choice', 'Accept', 'Reject'],
    'es-es': [titleMessage, acceptMessage, rejectMessage].map((m) => spanish._(m)),
  }
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const [title, accept, reject] = texts[locale]
    const { container, unmount } = await render(<ConsentBanner delay={10} />, { locale })
    await wait(10)
    const region = banner(container)!
    assert.is(container.querySelector('#consent-banner-title')?.textContent, title, locale)
    assert.is(region.querySelector('a')?.getAttribute('href'), `/${locale}/politica-de-privacidade`)
    assert.ok(button(container, accept!) && button(container, reject!), `${locale}: both buttons`)
    assert.is(button(container, accept!).className, button(container, reject!).className)
    unmount()
  }
})

for (const [choice, stored, calls] of [
  ['Accept', 'true', 1],
  ['Reject', 'false', 0],
] as const) {
  test(`"${choice}" stores "${stored}", hides the banner and starts tracking ${calls} time(s)`, async () => {
    const startTracking = trackingSpy()
    const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={startTracking} />, { locale: 'en-us' })
    await wait(10)
    assert.is(startTracking.calls, 0, 'nothing before the choice')
    await interact(() => button(container, choice).click())
    assert.is(localStorage.getItem(consentStorageKey), stored)
    assert.is(banner(container), null)
    assert.is(startTracking.calls, calls)
    unmount()
  })

  test(`a stored "${stored}" shows no banner and starts tracking ${calls} time(s) at once`, async () => {
    localStorage.setItem(consentStorageKey, stored)
    const startTracking = trackingSpy()
    const { container, unmount } = await render(<ConsentBanner delay={10} startTracking={startTracking} />)
    await wait(10)
    assert.is(banner(container), null)
    assert.is(startTracking.calls, calls)
    unmount()
  })
}

test('"Privacy choices" reopens the banner, focused, and a new choice replaces the old one', async () => {
  localStorage.setItem(consentStorageKey, 'false')
  const startTracking = trackingSpy()
  const page = (
    <>
      <PrivacyChoicesButton label="Privacy choices" />
      <ConsentBanner delay={10} startTracking={startTracking} />
    </>
  )
  const { container, unmount } = await render(page, { locale: 'en-us' })
  await interact(() => button(container, 'Privacy choices').click())
  assert.ok(banner(container))
  assert.is(document.activeElement, banner(container))
  await interact(() => button(container, 'Accept').click())
  assert.is(localStorage.getItem(consentStorageKey), 'true')
  assert.is(startTracking.calls, 1)
  unmount()
})

/** The banner on a page of the layout: the main content (focusable, as components/Layout/Layout.tsx renders it) first. */
const onPage = (banner: ReactNode) => (
  <>
    <main id="conteudo" tabIndex={-1}>
      <input aria-label="Name" />
    </main>
    {banner}
  </>
)
const main = (container: HTMLElement) => container.querySelector('main')!
/** The banner's two buttons, Reject first in every language. */
const choices = (container: HTMLElement) => [...banner(container)!.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement]

test('a choice made from inside the banner on first load moves focus to the main content, not to the start of the page', async () => {
  for (const [locale, which] of [
    ['pt-br', 0],
    ['es-es', 1],
  ] as const) {
    localStorage.clear()
    const { container, unmount } = await render(onPage(<ConsentBanner delay={10} />), { locale })
    await wait(10)
    const choice = choices(container)[which]
    choice.focus()
    await interact(() => choice.click())
    assert.is(banner(container), null, locale)
    assert.is(document.activeElement, main(container), locale)
    unmount()
  }
})

test('a choice made on first load while focus is elsewhere leaves focus where it was', async () => {
  const { container, unmount } = await render(onPage(<ConsentBanner delay={10} />), { locale: 'en-us' })
  const field = container.querySelector('input')!
  field.focus()
  await wait(10)
  // A pointer that does not move focus (Safari does not focus buttons on click).
  await interact(() => button(container, 'Accept').click())
  assert.is(banner(container), null)
  assert.is(document.activeElement, field)
  unmount()
})

test('reopened by a tap that does not focus "Privacy choices" (Safari, iPhone), the banner gives focus back to that button', async () => {
  for (const [locale, label, reject] of [
    ['en-us', 'Privacy choices', 'Reject'],
    ['pt-br', 'Preferências de privacidade', 'Rejeitar'],
  ] as const) {
    localStorage.setItem(consentStorageKey, 'false')
    const page = (
      <>
        <PrivacyChoicesButton label={label} />
        <ConsentBanner delay={10} />
      </>
    )
    const { container, unmount } = await render(onPage(page), { locale })
    const opener = button(container, label)
    assert.is(document.activeElement, document.body, 'the tap left focus where it was')
    await interact(() => opener.click())
    assert.is(document.activeElement, banner(container), `${locale}: the reopened banner takes focus`)
    await interact(() => button(container, reject).click())
    assert.is(banner(container), null)
    assert.is(document.activeElement, opener, `${locale}: focus back on the button that reopened the banner`)
    unmount()
  }
})

test('with real tracking: scripts load after accepting, never after rejecting', async () => {
  // The trackers' chunk is imported after the click: real time, for the module loader.
  clock.uninstall()
  for (const choice of ['Accept', 'Reject']) {
    localStorage.clear()
    // The trackers' scripts go into a page of their own that never downloads them.
    const page = new Window({ settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } })
    const ids = { gtmIds: ['GTM-AAAA111', 'GTM-BBBB222'], metaPixelId: '123456789012345' }
    const tracking = createTracking(ids, { storage: () => localStorage, session: () => sessionStorage, window: () => page as unknown as TrackerWindow })
    // Every start of tracking, awaited: after a rejection there is none, so nothing can load later either.
    const started: Promise<unknown>[] = []
    const startTracking = () => started[started.push(tracking.trackPageView()) - 1]
    const { container, unmount } = await render(<ConsentBanner delay={0} startTracking={startTracking} />, { locale: 'en-us' })
    await waitFor('the banner', () => banner(container) !== null)
    const scripts = () => page.document.querySelectorAll('script').length
    assert.is(scripts(), 0, 'nothing before the choice')
    await interact(() => button(container, choice).click())
    await Promise.all(started)
    assert.is(started.length, choice === 'Accept' ? 1 : 0, choice)
    assert.is(scripts(), choice === 'Accept' ? 3 : 0, choice)
    unmount()
  }
})

test.run()
