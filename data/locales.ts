/** Every language of the code; everything else follows from this list (docs/translating/new-language.md). */
export const codeLocales = [
  { segment: 'pt-br', tag: 'pt-BR', name: 'Português - Brazil', flag: 'br', country: 'BR' },
  { segment: 'en-us', tag: 'en-US', name: 'English - United States', flag: 'us', country: 'US' },
  { segment: 'es-es', tag: 'es-ES', name: 'Español - Spain', flag: 'es', country: 'ES' },
] as const

export type Locale = (typeof codeLocales)[number]['segment']

export type LocaleTag = (typeof codeLocales)[number]['tag']

// The published and the complete languages, written in by the build (vite.plugins.ts); without a build, every language, all complete.
const built = typeof __TECTO_LOCALES__ === 'undefined' ? undefined : __TECTO_LOCALES__

const codeLocalesIn = (tags: readonly string[] | undefined) => codeLocales.filter((locale) => tags?.includes(locale.tag) ?? true)

/** The languages this build publishes, in the switcher's order: pages, language links, alternates, sitemap and feeds follow it. */
export const locales = codeLocalesIn(built?.published)

/** The published languages whose translations and required content are complete: in a preview, perhaps fewer. */
export const completeLocales: readonly Locale[] = codeLocalesIn(built?.complete).map((l) => l.segment)

/** Portuguese is the default: paths without a locale segment are Brazilian pages. */
export const defaultLocale: Locale = 'pt-br'

/** Lingui's source language (lingui.config.ts): the English every message is written in, and falls back to. */
export const sourceTag: LocaleTag = 'en-US'

export const localeSegments: readonly Locale[] = locales.map((l) => l.segment)

export function isLocale(segment: string | undefined): segment is Locale {
  return localeSegments.includes(segment as Locale)
}

/** Whether a segment names one of the code's locales, published or not (content files are checked against these). */
export function isCodeLocale(segment: string | undefined): segment is Locale {
  return codeLocales.some((locale) => locale.segment === segment)
}

export const localeInfo = (locale: Locale) => codeLocales.find((l) => l.segment === locale)!

/** The BCP 47 tag for a URL locale, e.g. `pt-br` → `pt-BR`. */
export const localeTag = (locale: Locale): LocaleTag => localeInfo(locale).tag
