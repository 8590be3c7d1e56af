import { settings, trackingBuilt, type TrackingSettings } from '../../data/settings'
import { browserSessionStorage, browserStorage, conversionKey, readConsent } from '../../data/consent'
import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'
import type { TrackerWindow } from './loadTrackers'
import { loadOnce } from '../../shared/loadOnce'

/** A lead for the thank-you page to report: which form sent it, from a page in which language. */
export type Conversion = { form: FormKind; language: Locale }

/** Where the consent choice (localStorage), a sent form's conversion (sessionStorage) and the scripts go; tests pass their own. */
export type TrackingEnvironment = { storage: () => Storage | null; session: () => Storage | null; window: () => TrackerWindow }

/** Takes the conversion a form left, if any: a reload of the thank-you page, or coming back to it, reports nothing again. */
function takeConversion(session: Storage | null): Conversion | undefined {
  try {
    const text = session?.getItem(conversionKey)
    if (!text) return undefined
    session?.removeItem(conversionKey)
    const { form, language } = JSON.parse(text) as Partial<Conversion>
    return typeof form === 'string' && typeof language === 'string' ? { form, language } : undefined
  } catch {
    return undefined
  }
}

/** Tracking for one page load, each call only with consent; the trackers' code is a chunk fetched on first use. */
export function createTracking(ids: TrackingSettings, environment: TrackingEnvironment) {
  const configured = ids.gtmIds.length > 0 || ids.metaPixelId !== ''
  const consented = () => configured && readConsent(environment.storage()) === true
  const loadTrackerCode = loadOnce(() => import('./loadTrackers').then(({ loadTrackers }) => loadTrackers(ids, environment.window())))
  let pageViewSent = false

  async function trackPageView() {
    if (pageViewSent || !consented()) return
    pageViewSent = true
    ;(await loadTrackerCode()).pageView()
  }

  function noteLead(conversion: Conversion) {
    try {
      if (consented()) environment.session()?.setItem(conversionKey, JSON.stringify(conversion))
    } catch {
      // Blocked or full storage: no event, nothing else lost.
    }
  }

  async function trackLead() {
    const conversion = takeConversion(environment.session())
    if (!conversion || !consented()) return
    // Pages are full loads: the page view goes first, even on a page that reports a lead on load.
    void trackPageView()
    ;(await loadTrackerCode()).lead(conversion)
  }

  return { trackPageView, noteLead, trackLead }
}

// Without ids the site's calls do nothing, and the bundler drops createTracking and its chunk.
const site: ReturnType<typeof createTracking> = trackingBuilt
  ? createTracking(settings.tracking, { storage: browserStorage, session: browserSessionStorage, window: () => window })
  : { trackPageView: async () => {}, noteLead: () => {}, trackLead: async () => {} }

export const { trackPageView, noteLead, trackLead } = site
