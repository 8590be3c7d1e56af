import { type Attribution, campaignOf, cleanAttribution, pageAttribution } from '../../data/attribution'
import { browserSessionStorage, browserStorage, firstTouchKey, readConsent } from '../../data/consent'

/** Where a visit happens: its storages and the page's address and referrer; tests pass their own. */
export type VisitEnvironment = {
  /** localStorage, where the consent choice is (data/consent.ts). */
  consent: () => Storage | null
  /** sessionStorage, which holds the first touch only after consent. */
  session: () => Storage | null
  page: () => { href: string; referrer: string }
}

const browserVisit: VisitEnvironment = {
  consent: browserStorage,
  session: browserSessionStorage,
  page: () => ({ href: window.location.href, referrer: document.referrer }),
}

/** The visit's first touch as this page tells it: its campaign, and whether and from where the visit landed here. */
function thisPage(visit: VisitEnvironment): Attribution {
  const { href, referrer } = visit.page()
  return pageAttribution(href, referrer)
}

/** What the page's own address says, and nothing of where the visitor came from: all a form sends without consent. */
function ownAddress(visit: VisitEnvironment): Attribution {
  try {
    return campaignOf(new URL(visit.page().href))
  } catch {
    return {}
  }
}

function storedFirstTouch(visit: VisitEnvironment): Attribution | undefined {
  try {
    const text = visit.session()?.getItem(firstTouchKey)
    const value: unknown = text ? JSON.parse(text) : undefined
    return typeof value === 'object' && value !== null ? cleanAttribution(value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps this page as the visit's first touch, once the visitor has accepted tracking and if no page of the visit
 * was kept before: the first campaign wins. Without consent nothing is written.
 */
export function rememberFirstTouch(visit: VisitEnvironment = browserVisit): void {
  if (readConsent(visit.consent()) !== true || storedFirstTouch(visit)) return
  try {
    visit.session()?.setItem(firstTouchKey, JSON.stringify(thisPage(visit)))
  } catch {
    // A full or blocked storage: the form sends what its own page carries.
  }
}

/**
 * The attribution a form sends (docs/product/attribution.md): with consent, the visit's first touch (this page's,
 * when none could be kept); without it, only the campaign parameters in the form's own page address.
 */
export function visitAttribution(visit: VisitEnvironment = browserVisit): Attribution {
  if (readConsent(visit.consent()) !== true) return ownAddress(visit)
  return storedFirstTouch(visit) ?? thisPage(visit)
}
