/** Where the visitor's consent choice is kept in localStorage. */
export const consentStorageKey = 'tecto.consent'

/** How long the banner waits before it appears, in ms (docs/product/rules.md). */
export const consentBannerDelay = 1000

/** The visitor's choice: `true` accepted, `false` rejected, `null` not asked yet (or not readable). */
export type ConsentChoice = boolean | null

/**
 * The browser's localStorage, or null where it cannot be used: reading `window.localStorage`
 * throws in some browsers when site data is blocked, and there is no window during prerender.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The browser's sessionStorage, or null where it cannot be used (the same reasons as localStorage's). */
export function browserSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Reads the stored choice; the flag is the string "true" for accepted, "false" for rejected. */
export function readConsent(storage: Storage | null): ConsentChoice {
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

/**
 * Where a sent form leaves its conversion for the thank-you page to report with consent
 * (components/tracking/tracking.ts), in sessionStorage.
 */
export const conversionKey = 'tecto.conversion'

/**
 * Forgets what the visit kept in sessionStorage with consent, when the visitor withdraws it: the first touch and a
 * conversion not yet reported. Here, beside the choice, so the banner forgets without loading the code that keeps them.
 */
export function forgetConsentedVisit(session: Storage | null = browserSessionStorage()): void {
  try {
    session?.removeItem(firstTouchKey)
    session?.removeItem(conversionKey)
  } catch {
    // Nothing was kept.
  }
}
