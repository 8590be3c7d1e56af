// The content editor (cms/, docs/content/editor.md) lives at /admin/ of the site: `npm run cms` serves it there
// locally, and a build given a git host writes it there. No public page links to it or loads anything of it.

/** The editor's folder in the built site, and the first segment of its address. */
export const editorFolder = 'admin'

/**
 * The Content-Security-Policy of the editor's page, on the site and under `npm run cms`. Decap CMS styles itself with
 * inline styles, shows pictures it fetched as blobs and reads an uploaded picture back from its blob to send it; it
 * has no inline script, but it checks its configuration with Ajv, which compiles each schema into a function
 * (`'unsafe-eval'`). `remote`: where else it may fetch from and show pictures of (the git host's API on the site;
 * nothing locally, where its file API is on the page's own server). Never framed.
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
