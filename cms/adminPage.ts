import { editorFolder } from '../data/contentEditor.ts'
import { cmsConfig, type CmsBackend } from './cmsConfig.ts'
import type { SourceTexts } from './sourceTexts.ts'

// Absolute addresses: the page also answers /admin, without the slash, where relative ones would miss.
const base = `/${editorFolder}/`

/** Set before Decap's bundle runs, so that it waits for the editor's script to start it with its configuration. */
export const manualInitScript = 'window.CMS_MANUAL_INIT = true\n'

/** Data for the editor's script, which no `</script>` in it can close. */
const json = (id: string, data: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`

/**
 * The editor's page: nothing from another host, and no inline script, so that it works under a Content-Security-Policy
 * without 'unsafe-inline' (server/securityHeaders.ts). Never indexed: the page says so, and no public page links to it.
 */
export const adminPage = (backend: CmsBackend, sources: SourceTexts) => `<!doctype html>
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
${json('cms-config', cmsConfig(backend))}
${json('cms-sources', sources)}
<script type="module" src="${base}editor.js"></script>
</body>
</html>
`
