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
  const environment = { storage: () => win.localStorage, session: () => win.sessionStorage, window: () => win }
  const scripts = () => [...win.document.querySelectorAll('script')].map((s) => s.getAttribute('src'))
  const pixelCalls = () => (win.fbq?.queue ?? []).map((args) => args.join(' '))
  return { win, environment, scripts, pixelCalls }
}

test('nothing loads, and nothing is stored, before the visitor chooses', async () => {
  const { environment, scripts, win } = page()
  const tracking = createTracking(ids, environment)
  await tracking.trackPageView()
  tracking.noteLead({ form: 'contact', language: 'pt-br' })
  await tracking.trackLead()
  assert.equal(scripts(), [])
  assert.is(win.dataLayer, undefined)
  assert.is(win.fbq, undefined)
  assert.is(win.sessionStorage.length, 0)
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

const leadEvents = (win: TrackerWindow) => (win.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'generate_lead')

test('a noted lead goes to the pixel and to the data layer as generate_lead with its form and language, after the page view', async () => {
  const { environment, pixelCalls, win } = page('true')
  createTracking(ids, environment).noteLead({ form: 'lead', language: 'es-es' })
  // The thank-you page is the next page load: a tracking of its own.
  await createTracking(ids, environment).trackLead()
  assert.equal(pixelCalls(), ['init 123456789012345', 'track PageView', 'track Lead'])
  assert.equal(leadEvents(win), [{ event: 'generate_lead', form_kind: 'lead', language: 'es-es' }])
})

test('a lead is reported once: a reload of the thank-you page, or coming back to it, reports nothing', async () => {
  const { environment, pixelCalls, win } = page('true')
  createTracking(ids, environment).noteLead({ form: 'contact', language: 'pt-br' })
  await createTracking(ids, environment).trackLead()
  const reload = createTracking(ids, environment)
  await reload.trackLead()
  assert.is(leadEvents(win).length, 1)
  assert.is(pixelCalls().filter((call) => call === 'track Lead').length, 1)
})

test('a thank-you page opened without a lead reports none', async () => {
  const { environment, pixelCalls, win } = page('true')
  await createTracking(ids, environment).trackLead()
  assert.equal(leadEvents(win), [])
  assert.not.ok(pixelCalls().includes('track Lead'))
})

test('without ids no tracking code loads, even with consent', async () => {
  const { environment, scripts, win } = page('true')
  const tracking = createTracking({ gtmIds: [], metaPixelId: '' }, environment)
  await tracking.trackPageView()
  tracking.noteLead({ form: 'contact', language: 'en-us' })
  await tracking.trackLead()
  assert.is(win.sessionStorage.length, 0)
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
