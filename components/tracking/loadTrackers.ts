import type { TrackingSettings } from '../../data/settings'
import type { Conversion } from './tracking'

/** Meta's pixel function with the queue it keeps until fbevents.js arrives. */
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: Fbq
  loaded: boolean
  version: string
}

/** The globals Google Tag Manager and the Meta pixel read. */
export type TrackerWindow = Window & { dataLayer?: unknown[]; fbq?: Fbq; _fbq?: Fbq }

/** Adds an async external script; never inline code, which the site's CSP forbids. */
function addScript(win: Window, src: string) {
  const script = win.document.createElement('script')
  script.async = true
  script.src = src
  win.document.head.append(script)
}

/** Meta's queue stub (what its snippet defines inline), written here so no inline script is needed. */
function installPixelStub(win: TrackerWindow): Fbq {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  }) as Fbq
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] })
  win.fbq = fbq
  win._fbq ??= fbq
  return fbq
}

/** Loads each Google Tag Manager container (their page-view triggers fire on the `gtm.js` event pushed here) and the Meta pixel. */
export function loadTrackers({ gtmIds, metaPixelId }: TrackingSettings, win: TrackerWindow) {
  if (gtmIds.length > 0) {
    win.dataLayer ??= []
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    for (const id of gtmIds) addScript(win, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
  }
  if (metaPixelId) {
    const fbq = win.fbq ?? installPixelStub(win)
    addScript(win, 'https://connect.facebook.net/en_US/fbevents.js')
    fbq('init', metaPixelId)
  }
  return {
    pageView: () => win.fbq?.('track', 'PageView'),
    // `generate_lead` is the event name GA4 recommends for a lead form; the tag manager's triggers read its fields.
    lead: ({ form, language }: Conversion) => {
      win.dataLayer?.push({ event: 'generate_lead', form_kind: form, language })
      win.fbq?.('track', 'Lead')
    },
  }
}
