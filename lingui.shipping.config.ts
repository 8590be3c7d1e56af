import { relative } from 'node:path'
import type { CatalogFormatter, LinguiConfig } from '@lingui/conf'
import { sourceTag } from './data/locales'
import config from './lingui.config'
import { parsePo } from './locales/poEntries'
import { shippedTranslations } from './locales/shippedTranslation'

const po = config.format as CatalogFormatter

// The catalogs as build and dev ship them: a fuzzy entry counts as missing, a broken one ships as its English source
// (locales/shippedTranslation.ts); extraction uses lingui.config.ts, which keeps both.
export default {
  ...config,
  format: {
    ...po,
    async parse(content, context) {
      const catalog = await po.parse(content, context)
      const shipped = shippedTranslations(parsePo(content), context.locale ?? sourceTag, relative(process.cwd(), context.filename))
      for (const [id, message] of Object.entries(catalog ?? {})) message.translation = shipped.get(id) ?? ''
      return catalog
    },
  } satisfies CatalogFormatter,
} satisfies LinguiConfig
