// Debian's Chromium, shared by the browser tests and the bench: nothing may download a browser, since the machines
// they run on reach no download host.

/** Where Debian's `chromium` package puts the browser. */
export const chromiumPath = '/usr/bin/chromium'

/** --no-sandbox, as CI and benches may run as root; the rest keeps Chromium from calling home (playwright gives each a fresh profile). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
