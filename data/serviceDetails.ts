import { entriesOrThrow, type Localized, localizedEntry } from './content/collection'
import { fillPlaceholders } from './content/placeholders'
import { serviceFigures, servicesCollection, type ServiceFrontMatter } from './content/servicesCollection'
import { localeTag, type Locale } from './locales'
import type { Service } from './services'

// A service page's text is a file of content/services (docs/product/content.md); name, description and picture are data/services.ts's.

/** A service page's text in one language: front matter, the body's paragraphs as HTML, the figures filled in. */
export type ServiceDetail = Localized<ServiceFrontMatter>

// The build stops here if a service lacks its file in a complete language (a preview shows Portuguese for another).
entriesOrThrow(servicesCollection)

/** The figures a service page states, written as the language writes numbers (1,000 · 1.000 · 1000). */
export function serviceFigureTexts(locale: Locale): Record<keyof typeof serviceFigures, string> {
  const format = new Intl.NumberFormat(localeTag(locale))
  const texts = Object.entries(serviceFigures).map(([name, value]) => [name, format.format(value)])
  return Object.fromEntries(texts) as Record<keyof typeof serviceFigures, string>
}

export function serviceDetail(service: Pick<Service, 'slug'>, locale: Locale): ServiceDetail {
  return fillPlaceholders(localizedEntry(servicesCollection, service.slug, locale), serviceFigureTexts(locale))
}
