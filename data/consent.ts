/** Where the visitor's consent choice is kept in localStorage. */
export const consentStorageKey = 'tecto.consent'

/** How long the banner waits before it appears, in ms (docs/product/rules.md). */
export const consentBannerDelay = 1000

/** A browser storage, or null: it throws in some browsers when site data is blocked, and prerendering has no window. */
function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null
  }
}

export const browserStorage = () => webStorage('localStorage')
export const browserSessionStorage = () => webStorage('sessionStorage')

/** The stored choice: `true` accepted, `false` rejected, `null` not asked yet (or not readable). */
export function readConsent(storage: Storage | null): boolean | null {
  try {
    const value = storage?.getItem(consentStorageKey)
    return value === 'true' ? true : value === 'false' ? false : null
  } catch {
    return null
  }
}

/** Stores the choice; returns false when the storage refused it (full, blocked or missing). */
export function writeConsent(storage: Storage | null, accepted: boolean): boolean {
  try {
    if (!storage) return false
    storage.setItem(consentStorageKey, String(accepted))
    return true
  } catch {
    return false
  }
}

/** Where the visit's first campaign is kept with consent (components/attribution/visitAttribution.ts), in sessionStorage. */
export const firstTouchKey = 'tecto.firstTouch'

/** Where a sent form leaves its conversion for the thank-you page to report with consent (components/tracking/tracking.ts). */
export const conversionKey = 'tecto.conversion'

/** Forgets what the visit kept with consent when it is withdrawn, without loading the code that keeps it. */
export function forgetConsentedVisit(session: Storage | null = browserSessionStorage()): void {
  try {
    session?.removeItem(firstTouchKey)
    session?.removeItem(conversionKey)
  } catch {
    // Nothing was kept.
  }
}
