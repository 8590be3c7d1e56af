import { editorFolder } from '../data/contentEditor.ts'
import { cmsConfig, type CmsBackend } from './cmsConfig.ts'

// Absolute addresses: the page also answers /admin, without the slash, where relative ones would miss.
const base = `/${editorFolder}/`

/** Set before Decap's bundle runs, so that it waits for the editor's script to start it with its configuration. */
export const manualInitScript = 'window.CMS_MANUAL_INIT = true\n'

/**
 * The editor's page: Decap's own bundle and the editor's script, both served beside it (nothing from another host),
 * and the configuration they start with. No inline script, so the page works under a Content-Security-Policy
 * without 'unsafe-inline' (server/securityHeaders.ts). Never indexed: the page says so, and no public page links to it.
 */
export const adminPage = (backend: CmsBackend) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Tecto content editor</title>
</head>
<body>
<script src="${base}manual-init.js"></script>
<script src="${base}decap-cms.js"></script>
<script type="application/json" id="cms-config">${JSON.stringify(cmsConfig(backend)).replaceAll('<', '\\u003c')}</script>
<script type="module" src="${base}editor.js"></script>
</body>
</html>
`
