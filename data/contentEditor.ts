// The content editor (cms/, docs/content/editor.md) lives at /admin/ of the site: `npm run cms` serves it there
// locally, and a build given a git host writes it there. No public page links to it or loads anything of it.

/** The editor's folder in the built site, and the first segment of its address. */
export const editorFolder = 'admin'

/**
 * The editor's Content-Security-Policy: Decap CMS uses inline styles and blobs, and Ajv compiles its schemas into
 * functions (`'unsafe-eval'`); `remote` is the git host's API it may also reach. Never framed.
 */
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
