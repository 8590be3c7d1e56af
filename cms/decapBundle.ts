import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Decap CMS's own bundle (decap-cms/dist), which the editor's page loads beside its own script.

/** The folder of Decap's bundle: `decap-cms.js` and the chunks it loads beside itself. */
export const decapDist = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'))

// Decap 3.16.3's right column calls an `onLocaleChange` it was never given (https://github.com/decaporg/decap-cms/issues/6307):
// the call is made optional. A Decap without that exact code stops `npm run cms` and the build (docs/content/editor.md).
const localeChange = { broken: 'this.props.onLocaleChange(e)', fixed: 'this.props.onLocaleChange?.(e)' }

/** `decap-cms.js` as the editor's page loads it: Decap's, with the fix above. */
export function decapScript(): string {
  const script = readFileSync(join(decapDist, 'decap-cms.js'), 'utf8')
  if (script.split(localeChange.broken).length !== 2)
    throw new Error(`${join(decapDist, 'decap-cms.js')} has changed: see whether cms/decapBundle.ts still needs its fix`)
  return script.replace(localeChange.broken, localeChange.fixed)
}
