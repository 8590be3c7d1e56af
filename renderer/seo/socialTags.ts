import { localeTag, type Locale } from '../../data/locales'

/** What a link preview shows: the page's text, where it lives, and its picture (the site's, or the page's own). */
export type SocialCard = {
  type: 'website' | 'article'
  title: string
  description?: string
  url: string
  locale: Locale
  /** Locales the page also exists in (Open Graph's `og:locale:alternate`). */
  alternateLocales: readonly Locale[]
  image: { url: string; width: number; height: number; type: string; alt: string }
}

export type MetaRow = ['property' | 'name', string, string]

/** `pt-BR` → `pt_BR`: Open Graph writes locales with an underscore. */
const ogLocale = (locale: Locale) => localeTag(locale).replace('-', '_')

/** Open Graph (`property`) and Twitter card (`name`) tags as `[attribute, key, content]` rows (https://ogp.me). */
export function socialTags(card: SocialCard): MetaRow[] {
  const rows: [MetaRow[0], string, string | undefined][] = [
    ['property', 'og:type', card.type],
    ['property', 'og:site_name', 'Tecto'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['property', 'og:url', card.url],
    ['property', 'og:locale', ogLocale(card.locale)],
    ...card.alternateLocales.filter((l) => l !== card.locale).map((l): MetaRow => ['property', 'og:locale:alternate', ogLocale(l)]),
    ['property', 'og:image', card.image.url],
    ['property', 'og:image:type', card.image.type],
    ['property', 'og:image:width', String(card.image.width)],
    ['property', 'og:image:height', String(card.image.height)],
    ['property', 'og:image:alt', card.image.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', card.description],
    ['name', 'twitter:image', card.image.url],
    ['name', 'twitter:image:alt', card.image.alt],
  ]
  return rows.filter((row): row is MetaRow => row[2] !== undefined)
}
