import type { FastifyHelmetOptions } from '@fastify/helmet'
import { editorPolicy } from '../data/contentEditor'

// The trackers, loaded after consent (components/tracking), as Google's and Meta's CSP guides list them.
const google = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
const meta = ['https://connect.facebook.net', 'https://www.facebook.com']
// The news page's videos: YouTube's privacy-enhanced player, framed only after a click on play (components/VideoCarousel).
const videoPlayer = 'https://www.youtube-nocookie.com'

/** Helmet's defaults plus a Content-Security-Policy for our files (no inline script) and the consented trackers. */
export const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'script-src': ["'self'", ...google, 'https://connect.facebook.net'],
      'img-src': ["'self'", 'data:', ...google, 'https://www.facebook.com'],
      'connect-src': ["'self'", ...google, ...meta],
      'frame-src': ["'self'", videoPlayer],
      // No site may frame ours (clickjacking); stricter than helmet's default 'self'.
      'frame-ancestors': ["'none'"],
      // TLS ends at the proxy or CDN in front of us; over plain HTTP (local runs) upgrading would break every asset.
      'upgrade-insecure-requests': null,
    },
  },
  // The same for browsers that predate frame-ancestors.
  frameguard: { action: 'deny' },
  // Other sites learn only our origin; YouTube's player needs at least that to play embedded videos.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Two years, subdomains included, as the HSTS preload list asks (https://hstspreload.org).
  strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
}

/** Features the site never uses, off for it and its frames (helmet sets none); the video player keeps autoplay, fullscreen and picture-in-picture. */
export const permissionsPolicy = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi']
  .concat(['payment', 'usb', 'browsing-topics'])
  .map((feature) => `${feature}=()`)
  .join(', ')

/** The content editor's pages (/admin/): the git host's sign-in window answers Decap through `window.opener`; never framed, never indexed. */
export const editorHeaders = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'content-security-policy': editorPolicy(['https:']),
  'x-frame-options': 'DENY',
  'x-robots-tag': 'noindex, nofollow',
}
