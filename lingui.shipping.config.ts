import { relative } from 'node:path'
import type { CatalogFormatter, LinguiConfig } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { sourceTag } from './data/locales'
import config from './lingui.config'
import { parsePo } from './locales/poEntries'
import { shippedTranslation } from './locales/shippedTranslation'

const po = config.format as CatalogFormatter

/** Where each message of a PO file is, by Lingui id: its `msgid` line. */
function msgidLines(content: string): Map<string, number> {
  return new Map(parsePo(content).map((entry) => [generateMessageId(entry.id, entry.context), entry.line]))
}

/**
 * The catalogs as the site ships them (the build's and `npm run dev`'s Vite plugin): a fuzzy entry is a
 * suggestion waiting for a translator, not a translation, so it counts as missing and the page falls back
 * (Portuguese, then the English source) until someone reviews it; a translation that breaks the one rule
 * (locales/translationProblems.ts: it does not compile, its placeholders or tags differ from its source's, or it does
 * not format) ships as its English source, and the build says which, where (locales/shippedTranslation.ts). Extraction uses
 * lingui.config.ts, which keeps both as they are.
 */
export default {
  ...config,
  format: {
    ...po,
    async parse(content, context) {
      const catalog = await po.parse(content, context)
      // Lines are looked up only for a warning, which most builds never print.
      let lines: Map<string, number> | undefined
      const where = (id: string) => () => {
        lines ??= msgidLines(content)
        return `${relative(process.cwd(), context.filename)}:${lines.get(id) ?? '?'}`
      }
      for (const [id, message] of Object.entries(catalog ?? {})) {
        const fuzzy = (message.extra as { flags?: string[] } | undefined)?.flags?.includes('fuzzy') ?? false
        message.translation = shippedTranslation(
          { source: message.message ?? '', translation: message.translation ?? '', fuzzy },
          context.locale ?? sourceTag,
          where(id),
        )
      }
      return catalog
    },
  } satisfies CatalogFormatter,
} satisfies LinguiConfig
