import { rememberFirstTouch } from '../attribution/visitAttribution'
import { trackPageView } from '../tracking/tracking'

/**
 * Once the visitor has consented: keeps the visit's first touch and starts tracking with this page's view. The banner
 * fetches this code only then, so a first visit does not download it.
 */
export function startConsentedVisit() {
  rememberFirstTouch()
  return trackPageView()
}
