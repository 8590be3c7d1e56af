import type { Examples } from 'libphonenumber-js'
import { loadOnce } from '../../shared/loadOnce'

// libphonenumber-js with its small ("min") metadata weighs about 43 KiB gzip in the build, more than a form page's
// whole first-visit script budget (35 KiB); it matters only for numbers of another country than Brazil (typed with
// "+", or with another country chosen in the form). So it is imported on demand: the browser fetches it once a visitor
// types such a number or chooses such a country, and Brazilian visitors, and every page's first paint, never pay for
// it. Its example mobile numbers (1.4 KiB gzip) come with it, for the phone field's placeholder
// (data/forms/phoneExample.ts). The server imports it the same way.

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
