/** The site's languages: the URL segment, the BCP 47 tag Lingui and `<html lang>` use, the switcher's label and flag (`assets/flags/<flag>.svg`). */
export const locales = [
  { segment: 'pt-br', tag: 'pt-BR', name: 'Português - Brazil', flag: 'br', country: 'BR' },
  { segment: 'en-us', tag: 'en-US', name: 'English - United States', flag: 'us', country: 'US' },
  { segment: 'es-es', tag: 'es-ES', name: 'Español - Spain', flag: 'es', country: 'ES' },
] as const

/** A locale as it appears in URLs: `pt-br`, `en-us` or `es-es`. */
export type Locale = (typeof locales)[number]['segment']

/** A locale as Lingui and `<html lang>` know it: `pt-BR`, `en-US` or `es-ES`. */
export type LocaleTag = (typeof locales)[number]['tag']

/** Portuguese is the default: paths without a locale segment are Brazilian pages. */
export const defaultLocale: Locale = 'pt-br'

/** Every URL segment, in the switcher's order. */
export const localeSegments: readonly Locale[] = locales.map((l) => l.segment)

/** Whether a path segment names one of our locales. */
export function isLocale(segment: string | undefined): segment is Locale {
  return localeSegments.includes(segment as Locale)
}

/** The full entry of a locale. */
export function localeInfo(locale: Locale) {
  return locales.find((l) => l.segment === locale)!
}

/** The BCP 47 tag for a URL locale, e.g. `pt-br` → `pt-BR`. */
export function localeTag(locale: Locale): LocaleTag {
  return localeInfo(locale).tag
}
