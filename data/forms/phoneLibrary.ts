import type { Examples } from 'libphonenumber-js'
import { loadOnce } from '../../shared/loadOnce'

// libphonenumber-js (43 KiB gzip) loads on demand, for a number of another country than Brazil: first paints never pay for it.

/** The parts of libphonenumber-js (min metadata) the forms use, and its example mobile number of each country. */
export type PhoneLibrary = typeof import('libphonenumber-js/min') & { examples: Examples }

let loaded: PhoneLibrary | undefined

/** Loads libphonenumber-js once; a failed load (a dropped connection) is tried again on the next call. */
export const loadPhoneLibrary = loadOnce(() =>
  Promise.all([import('libphonenumber-js/min'), import('libphonenumber-js/mobile/examples')]).then(
    ([library, examples]) => (loaded = { ...library, examples: examples.default }),
  ),
)

/** libphonenumber-js when it has loaded already, for work that cannot wait (formatting a keystroke). */
export function loadedPhoneLibrary(): PhoneLibrary | undefined {
  return loaded
}
