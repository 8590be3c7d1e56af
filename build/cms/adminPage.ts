import { cmsConfig } from './cmsConfig'

/** The editor's page: Decap's own bundle, served beside it, configured inline; nothing from another host. */
export const adminPage = (localBackendUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Tecto content editor</title>
</head>
<body>
<script>window.CMS_MANUAL_INIT = true</script>
<script src="/admin/decap-cms.js"></script>
<script>CMS.init({ config: ${JSON.stringify(cmsConfig(localBackendUrl)).replaceAll('<', '\\u003c')} })</script>
</body>
</html>
`
