// The content editor (cms/, docs/content/editor.md) lives at /admin/, locally under `npm run cms`; no public page links to or loads it.

/** The editor's folder in the built site, and the first segment of its address. */
export const editorFolder = 'admin'

/** The editor's CSP: Decap CMS uses inline styles and blobs, Ajv compiles schemas (`'unsafe-eval'`); `remote`: the git host's API. Never framed. */
export const editorPolicy = (remote: string[]) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...remote].join(' '),
    ["connect-src 'self' blob:", ...remote].join(' '),
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join(';')
