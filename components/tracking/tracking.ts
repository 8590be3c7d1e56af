import { settings, trackingBuilt, type TrackingSettings } from '../../data/settings'
import { browserSessionStorage, browserStorage, conversionKey, readConsent } from '../../data/consent'
import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'
import type { TrackerWindow } from './loadTrackers'
import { loadOnce } from '../../shared/loadOnce'

/** A lead for the thank-you page to report: which form sent it, from a page in which language. */
export type Conversion = { form: FormKind; language: Locale }

/** Where tracking keeps its choice (localStorage), a sent form's conversion (sessionStorage) and its scripts; tests pass their own. */
export type TrackingEnvironment = { storage: () => Storage | null; session: () => Storage | null; window: () => TrackerWindow }

/**
 * The site's tracking calls; each does something only when the visitor has accepted, and settles once sent. A form
 * that sent a lead notes it (`noteLead`), and the thank-you page reports it (`trackLead`): once per lead.
 */
export type Tracking = { trackPageView(): Promise<void>; noteLead(conversion: Conversion): void; trackLead(): Promise<void> }

/** Takes the conversion a form left, if any: taken, a reload of the thank-you page, or coming back to it, reports nothing again. */
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

/**
 * Tracking for one page load. The trackers' code is a separate chunk, imported on first use and only with consent, so
 * visitors who reject (or builds without ids) never download it.
 */
export function createTracking(ids: TrackingSettings, environment: TrackingEnvironment): Tracking {
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
const site: Tracking = trackingBuilt
  ? createTracking(settings.tracking, { storage: browserStorage, session: browserSessionStorage, window: () => window })
  : { trackPageView: async () => {}, noteLead: () => {}, trackLead: async () => {} }

/** Starts tracking (with consent) and records this page's view: at most once per page load. */
export const trackPageView = site.trackPageView

/** Notes a lead a form has just sent, for the thank-you page to report (only with consent). */
export const noteLead = site.noteLead

/** Reports the lead a form noted, on the thank-you page: once per lead, only with consent. */
export const trackLead = site.trackLead
