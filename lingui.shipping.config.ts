import type { CatalogFormatter, LinguiConfig } from '@lingui/conf'
import config from './lingui.config'

const po = config.format as CatalogFormatter

/**
 * The catalogs as the site ships them (the build's and `npm run dev`'s Vite plugin): a fuzzy entry is a
 * suggestion waiting for a translator, not a translation, so it counts as missing and the page falls back
 * (Portuguese, then the English source) until someone reviews it. Extraction uses lingui.config.ts, which keeps it.
 */
export default {
  ...config,
  format: {
    ...po,
    async parse(content, context) {
      const catalog = await po.parse(content, context)
      for (const message of Object.values(catalog ?? {})) {
        if ((message.extra as { flags?: string[] } | undefined)?.flags?.includes('fuzzy')) message.translation = ''
      }
      return catalog
    },
  } satisfies CatalogFormatter,
} satisfies LinguiConfig
