import type { I18n, Messages } from '@lingui/core'
import { localeTag, sourceTag, type Locale } from '../data/locales'
import { SafeI18n } from './SafeI18n'

// Each PO file compiles to a module of its own (Lingui's Vite plugin), so a page downloads the catalog of its
// language only. Every `xx-XX.po` (not the pseudo locale's): a language's catalog is found by its tag.
const catalogs = import.meta.glob<{ messages: Messages }>('./[a-z][a-z]-[A-Z][A-Z].po')
const catalog = (tag: string) => catalogs[`./${tag}.po`]!()

// `VITE_PSEUDO_LOCALE=1 npm run dev`: the English pages show the pseudo locale (lingui.config.ts), so text that is not
// in the catalogs stands out, plain, among accented words, and longer words show where a layout would truncate.
// A production build never has it: `import.meta.env.DEV` is false there, and the branch goes.
const pseudoLocalized = import.meta.env.DEV && import.meta.env.VITE_PSEUDO_LOCALE === '1'

/**
 * Loads a locale's catalog and returns a Lingui instance active in that locale. It renders on the server only (the
 * islands take their messages from the page), so it loads the English too: a translation that fails to format shows
 * its English source instead of failing the page (SafeI18n).
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const tag = localeTag(locale)
  const { messages } = pseudoLocalized && tag === sourceTag ? await import('./pseudo-LOCALE.po') : await catalog(tag)
  const { messages: sources } = await catalog(sourceTag)
  return new SafeI18n(tag, messages, sources)
}
