import { rememberFirstTouch } from '../attribution/visitAttribution'
import { trackPageView } from '../tracking/tracking'

/**
 * What a page does once its visitor has consented: keeps the visit's first touch (the first campaign wins) and starts
 * tracking with this page's view. The banner fetches this code only then, so a first visit, which has no consent yet,
 * does not download it.
 */
export function startConsentedVisit() {
  rememberFirstTouch()
  return trackPageView()
}
