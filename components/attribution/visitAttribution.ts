import { type Attribution, campaignOf, cleanAttribution, pageAttribution } from '../../data/attribution'
import { browserSessionStorage, browserStorage, firstTouchKey, readConsent } from '../../data/consent'

/** Where a visit happens: localStorage (the consent choice), sessionStorage (the first touch, only after consent), the page; tests pass their own. */
export type VisitEnvironment = { consent: () => Storage | null; session: () => Storage | null; page: () => { href: string; referrer: string } }

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

function storedFirstTouch(visit: VisitEnvironment): Attribution | undefined {
  try {
    const value: unknown = JSON.parse(visit.session()?.getItem(firstTouchKey) || 'null')
    return typeof value === 'object' && value !== null ? cleanAttribution(value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** Keeps this page as the visit's first touch once the visitor has accepted tracking, unless one is kept: the first campaign wins. */
export function rememberFirstTouch(visit: VisitEnvironment = browserVisit): void {
  if (readConsent(visit.consent()) !== true || storedFirstTouch(visit)) return
  try {
    visit.session()?.setItem(firstTouchKey, JSON.stringify(thisPage(visit)))
  } catch {
    // A full or blocked storage: the form sends what its own page carries.
  }
}

/** The attribution a form sends (docs/product/attribution.md): with consent the visit's first touch, else the page's own campaign. */
export function visitAttribution(visit: VisitEnvironment = browserVisit): Attribution {
  if (readConsent(visit.consent()) === true) return storedFirstTouch(visit) ?? thisPage(visit)
  try {
    return campaignOf(new URL(visit.page().href))
  } catch {
    return {}
  }
}
