// libphonenumber-js with its small ("min") metadata weighs about 43 KiB gzip in the build, more than a form page's
// whole first-visit script budget (35 KiB); it only matters for numbers typed with a country code other than Brazil's.
// So it is imported on demand: the browser fetches it the moment a visitor types "+", and Brazilian
// visitors, and every page's first paint, never pay for it. The server imports it the same way.

/** The parts of libphonenumber-js (min metadata) the forms use. */
export type PhoneLibrary = typeof import('libphonenumber-js/min')

let loaded: PhoneLibrary | undefined
let loading: Promise<PhoneLibrary> | undefined

/** Loads libphonenumber-js once; a failed load (a dropped connection) is tried again on the next call. */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= import('libphonenumber-js/min').then(
    (library) => (loaded = library),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** libphonenumber-js when it has loaded already, for work that cannot wait (formatting a keystroke). */
export function loadedPhoneLibrary(): PhoneLibrary | undefined {
  return loaded
}
