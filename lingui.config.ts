import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { codeLocales, defaultLocale, localeTag, sourceTag } from './data/locales'
import { plainMsgExtractor } from './locales/plainMsg/plainMsgExtractor'

/** Lingui catalogs: English is the source text, every locale gets its own PO file in locales/. */
export default defineConfig({
  sourceLocale: sourceTag,
  // Every language of the code, and development's pseudo locale (locales/i18n.ts), whose PO file is never committed.
  locales: [...codeLocales.map((locale) => locale.tag), 'pseudo-LOCALE'],
  pseudoLocale: 'pseudo-LOCALE',
  // A missing translation falls back to Portuguese, the site's default language; the pseudo locale distorts the English.
  fallbackLocales: { 'pseudo-LOCALE': sourceTag, default: localeTag(defaultLocale) },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['pages', 'components', 'data', 'renderer'],
    },
  ],
  // Lingui's macros, and the plainMsg({ … }) messages of the code the lead server runs without a build.
  extractors: [plainMsgExtractor],
  // In the order the code shows them, so long texts read in sequence; references name the file only, so moving code rewrites no catalog.
  orderBy: 'origin',
  format: formatter({ lineNumbers: false }),
})
