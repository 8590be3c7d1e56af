import { rememberFirstTouch } from '../attribution/visitAttribution'
import { trackPageView } from '../tracking/tracking'

/** After consent, the visit's first touch and this page's view; the banner fetches this code only then, so a first visit never downloads it. */
export function startConsentedVisit() {
  rememberFirstTouch()
  return trackPageView()
}
