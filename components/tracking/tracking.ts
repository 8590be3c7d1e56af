import { settings, trackingBuilt, type TrackingSettings } from '../../data/settings'
import { browserStorage, readConsent } from '../../data/consent'
import type { TrackerWindow, Trackers } from './loadTrackers'

/** Where tracking keeps its choice and its scripts; tests pass their own. */
export type TrackingEnvironment = { storage: () => Storage | null; window: () => TrackerWindow }

/** The site's tracking calls; each sends only when the visitor has accepted, and settles once sent. */
export type Tracking = { trackPageView(): Promise<void>; trackLead(): Promise<void> }

/**
 * Tracking for one page load. The trackers' code is a separate chunk, imported on first use
 * and only with consent, so visitors who reject (or builds without ids) never download it.
 */
export function createTracking(ids: TrackingSettings, environment: TrackingEnvironment): Tracking {
  const configured = ids.gtmIds.length > 0 || ids.metaPixelId !== ''
  let trackers: Promise<Trackers> | undefined
  let pageViewSent = false

  function whenReady(): Promise<Trackers> | undefined {
    if (!configured || readConsent(environment.storage()) !== true) return undefined
    trackers ??= import('./loadTrackers').then(({ loadTrackers }) => loadTrackers(ids, environment.window()))
    return trackers
  }

  async function trackPageView() {
    if (pageViewSent) return
    const ready = whenReady()
    if (!ready) return
    pageViewSent = true
    ;(await ready).pageView()
  }

  async function trackLead() {
    const ready = whenReady()
    if (!ready) return
    // Pages are full loads: the page view goes first, even on a page that reports a lead on load.
    void trackPageView()
    ;(await ready).lead()
  }

  return { trackPageView, trackLead }
}

// Without ids the site's calls do nothing, and the bundler drops createTracking and its chunk.
const site: Tracking = trackingBuilt
  ? createTracking(settings.tracking, { storage: browserStorage, window: () => window })
  : { trackPageView: async () => {}, trackLead: async () => {} }

/** Starts tracking (with consent) and records this page's view: at most once per page load. */
export const trackPageView = site.trackPageView

/** Records a lead, e.g. on the thank-you page; sends only with consent. */
export const trackLead = site.trackLead
