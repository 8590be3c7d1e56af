import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { plainMsgExtractor } from './locales/plainMsg/plainMsgExtractor'

/** Lingui catalogs: English is the source text, every locale gets its own PO file in locales/. */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['pt-BR', 'en-US', 'es-ES'],
  // A missing translation falls back to Portuguese, the site's default language.
  fallbackLocales: { default: 'pt-BR' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['pages', 'components', 'data', 'renderer'],
    },
  ],
  // Lingui's macros, and the plainMsg({ … }) messages of the code the lead server runs without a build.
  extractors: [plainMsgExtractor],
  format: formatter({ lineNumbers: false }),
})
