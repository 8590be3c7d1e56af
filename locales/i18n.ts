import type { I18n, Messages } from '@lingui/core'
import { localeTag, sourceTag, type Locale } from '../data/locales'
import { SafeI18n } from './SafeI18n'

// One module per PO file (Lingui's Vite plugin), so a page downloads its language's catalog only; not the pseudo locale's.
const catalogs = import.meta.glob<{ messages: Messages }>('./[a-z][a-z]-[A-Z][A-Z].po')
const catalog = (tag: string) => catalogs[`./${tag}.po`]!()

// `VITE_PSEUDO_LOCALE=1 npm run dev`: the English pages in the pseudo locale show untranslated text and truncation; never in production.
const pseudoLocalized = import.meta.env.DEV && import.meta.env.VITE_PSEUDO_LOCALE === '1'

/** A Lingui instance in a locale, on the server, with the English a translation that fails to format falls back to (SafeI18n). */
export async function createI18n(locale: Locale): Promise<I18n> {
  const tag = localeTag(locale)
  const { messages } = pseudoLocalized && tag === sourceTag ? await import('./pseudo-LOCALE.po') : await catalog(tag)
  const { messages: sources } = await catalog(sourceTag)
  return new SafeI18n(tag, messages, sources)
}
