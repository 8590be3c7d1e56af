import { browserSessionStorage } from '../../data/consent'

/** Where the first campaign of the visit is kept, in sessionStorage: gone when the tab closes. */
export const firstTouchKey = 'tecto.firstTouch'

/**
 * Forgets the visit's first touch, when the visitor withdraws consent. Apart from visitAttribution.ts, which keeps it:
 * the consent banner forgets on every page without consent, and loads the keeping code only once a visitor consents.
 */
export function forgetFirstTouch(session: () => Storage | null = browserSessionStorage): void {
  try {
    session()?.removeItem(firstTouchKey)
  } catch {
    // Nothing was kept.
  }
}
