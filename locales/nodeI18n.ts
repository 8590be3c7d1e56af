import type { I18n, Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { defaultLocale, localeTag, sourceTag, type Locale, type LocaleTag } from '../data/locales'
import { readCatalog } from './poEntries'
import { SafeI18n } from './SafeI18n'
import { shippedTranslations } from './shippedTranslation'

// The lead server reads the PO files as the build does (lingui.shipping.config.ts): fallbacks, and English for a broken translation.

const translations = (tag: LocaleTag) => shippedTranslations(readCatalog(tag), tag, `locales/${tag}.po`)

/** Every source message in `tag`: its shipped translation, else the default language's, else the English; compiled. */
function compiledCatalog(tag: LocaleTag): Messages {
  const own = translations(tag)
  const fallback = translations(localeTag(defaultLocale))
  const sources = readCatalog(sourceTag).filter((entry) => !entry.obsolete)
  return Object.fromEntries(
    sources.map((entry) => {
      const id = generateMessageId(entry.id, entry.context)
      return [id, compileMessage(own.get(id) || fallback.get(id) || entry.id)]
    }),
  )
}

const instances = new Map<Locale, I18n>()
let english: Messages | undefined

/** A Lingui instance in a locale from the PO files on disk (Node only: the lead server, tests and tools), never throwing (SafeI18n). */
export function nodeI18n(locale: Locale): I18n {
  const tag = localeTag(locale)
  english ??= compiledCatalog(sourceTag)
  const i18n = instances.get(locale) ?? new SafeI18n(tag, tag === sourceTag ? english : compiledCatalog(tag), english)
  instances.set(locale, i18n)
  return i18n
}
