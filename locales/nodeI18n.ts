import { readFileSync } from 'node:fs'
import type { I18n, Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { localeTag, type Locale, type LocaleTag } from '../data/locales'
import { isFuzzy, parsePo } from './poEntries'
import { SafeI18n } from './SafeI18n'
import { shippedTranslation } from './shippedTranslation'

// The lead server's catalogs: it runs the sources without a build, so it reads the PO files the site is built
// from, as the build does (Lingui's Vite plugin and lingui.shipping.config.ts): a fuzzy or missing translation
// falls back to Portuguese, then to the English source; one that breaks the rule of locales/translationProblems.ts
// ships as its English source.

const fallbackTag: LocaleTag = 'pt-BR'

/** A catalog's shipped translations, by Lingui id. */
function translations(tag: LocaleTag): Map<string, string> {
  const entries = parsePo(readFileSync(new URL(`./${tag}.po`, import.meta.url), 'utf8')).filter((entry) => !entry.obsolete)
  const shipped = entries.map((entry) => {
    const where = () => `locales/${tag}.po:${entry.line}`
    return [
      generateMessageId(entry.id, entry.context),
      shippedTranslation({ source: entry.id, translation: entry.translation, fuzzy: isFuzzy(entry) }, tag, where),
    ] as const
  })
  return new Map(shipped.filter(([, translation]) => translation !== ''))
}

const catalogs = new Map<LocaleTag, Messages>()

function compiledCatalog(tag: LocaleTag): Messages {
  let catalog = catalogs.get(tag)
  if (catalog) return catalog
  const own = translations(tag)
  const fallback = tag === fallbackTag ? own : translations(fallbackTag)
  const sources = parsePo(readFileSync(new URL('./en-US.po', import.meta.url), 'utf8')).filter((entry) => !entry.obsolete)
  catalog = Object.fromEntries(
    sources.map((entry) => {
      const id = generateMessageId(entry.id, entry.context)
      return [id, compileMessage(own.get(id) ?? fallback.get(id) ?? entry.id)]
    }),
  )
  catalogs.set(tag, catalog)
  return catalog
}

const instances = new Map<Locale, I18n>()

/**
 * A Lingui instance in a locale, from the PO catalogs on disk (Node only: the lead server, tests and tools). A
 * translation that fails to format shows its English source instead of throwing (SafeI18n).
 */
export function nodeI18n(locale: Locale): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    const tag = localeTag(locale)
    i18n = new SafeI18n(tag, compiledCatalog(tag), compiledCatalog('en-US'))
    instances.set(locale, i18n)
  }
  return i18n
}
