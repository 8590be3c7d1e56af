import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { consentStorageKey } from '../../data/consent'
import type { TrackerWindow } from './loadTrackers'
import { createTracking } from './tracking'

const ids = { gtmIds: ['GTM-AAAA111', 'GTM-BBBB222'], metaPixelId: '123456789012345' }

/** A fresh page of its own that never downloads the trackers' scripts, with its own localStorage. */
function page(storedChoice?: 'true' | 'false') {
  const win = new Window({
    url: 'https://tecto.com.br/pt-br',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  }) as unknown as TrackerWindow
  if (storedChoice) win.localStorage.setItem(consentStorageKey, storedChoice)
  const environment = { storage: () => win.localStorage, window: () => win }
  const scripts = () => [...win.document.querySelectorAll('script')].map((s) => s.getAttribute('src'))
  const pixelCalls = () => (win.fbq?.queue ?? []).map((args) => args.join(' '))
  return { win, environment, scripts, pixelCalls }
}

test('nothing loads before the visitor chooses', async () => {
  const { environment, scripts, win } = page()
  const tracking = createTracking(ids, environment)
  await tracking.trackPageView()
  await tracking.trackLead()
  assert.equal(scripts(), [])
  assert.is(win.dataLayer, undefined)
  assert.is(win.fbq, undefined)
})

test('nothing ever loads after a rejection', async () => {
  const { environment, scripts, win } = page('false')
  const tracking = createTracking(ids, environment)
  await tracking.trackPageView()
  await tracking.trackLead()
  assert.equal(scripts(), [])
  assert.is(win.fbq, undefined)
})

test('with consent, every GTM container and the Meta pixel load as external async scripts', async () => {
  const { environment, scripts, win } = page('true')
  await createTracking(ids, environment).trackPageView()
  assert.equal(scripts(), [
    'https://www.googletagmanager.com/gtm.js?id=GTM-AAAA111',
    'https://www.googletagmanager.com/gtm.js?id=GTM-BBBB222',
    'https://connect.facebook.net/en_US/fbevents.js',
  ])
  assert.ok([...win.document.querySelectorAll('script')].every((s) => s.async && s.textContent === ''))
})

test('exactly one page view per page load, however often it is asked for', async () => {
  const { environment, pixelCalls, win } = page('true')
  const tracking = createTracking(ids, environment)
  await Promise.all([tracking.trackPageView(), tracking.trackPageView()])
  await tracking.trackPageView()
  assert.equal(pixelCalls(), ['init 123456789012345', 'track PageView'])
  assert.is(win.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'gtm.js').length, 1)
})

test('accepting on the current page starts tracking there', async () => {
  const { environment, scripts, win, pixelCalls } = page()
  const tracking = createTracking(ids, environment)
  await tracking.trackPageView()
  assert.equal(scripts(), [])
  win.localStorage.setItem(consentStorageKey, 'true')
  await tracking.trackPageView()
  assert.is(scripts().length, 3)
  assert.equal(pixelCalls(), ['init 123456789012345', 'track PageView'])
})

test('a lead goes to the pixel and the data layer, after the page view', async () => {
  const { environment, pixelCalls, win } = page('true')
  await createTracking(ids, environment).trackLead()
  assert.equal(pixelCalls(), ['init 123456789012345', 'track PageView', 'track Lead'])
  assert.ok(win.dataLayer?.some((entry) => (entry as { event?: string }).event === 'generate_lead'))
})

test('without ids no tracking code loads, even with consent', async () => {
  const { environment, scripts, win } = page('true')
  const tracking = createTracking({ gtmIds: [], metaPixelId: '' }, environment)
  await tracking.trackPageView()
  await tracking.trackLead()
  assert.equal(scripts(), [])
  assert.is(win.dataLayer, undefined)
  assert.is(win.fbq, undefined)
})

test('only the trackers that are configured load', async () => {
  const { environment, scripts, win } = page('true')
  await createTracking({ gtmIds: ['GTM-AAAA111'], metaPixelId: '' }, environment).trackPageView()
  assert.equal(scripts(), ['https://www.googletagmanager.com/gtm.js?id=GTM-AAAA111'])
  assert.is(win.fbq, undefined)
})

test.run()
