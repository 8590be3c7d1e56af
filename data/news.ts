import { entriesOrThrow, type Entry, type Localized, newestFirst } from './content/collection'
import { newsCollection } from './content/newsCollection'
import type { NewsFrontMatter } from './content/newsSchema'
import { localeSegments, type Locale } from './locales'
import { laterNewsListPages } from './routes'

// The news articles, content/news: an article exists in the languages it has a file in, a draft only where the build shows drafts.

export type NewsArticle = Localized<NewsFrontMatter>

/** Whether this build shows drafts: development and a preview build (`VITE_PREVIEW_BUILD=1`), never production. */
export const showDrafts = import.meta.env.DEV || import.meta.env.VITE_PREVIEW_BUILD === '1'

/** The entries a build publishes: without their draft language versions unless `drafts`; an entry left with none, left out. */
export function publishedEntries(all: readonly Entry<NewsFrontMatter>[], drafts: boolean): Entry<NewsFrontMatter>[] {
  if (drafts) return [...all]
  return all.flatMap((entry) => {
    const translations = Object.fromEntries(Object.entries(entry.translations).filter(([, article]) => !article.draft))
    const locales = entry.locales.filter((locale) => translations[locale])
    return locales.length ? [{ ...entry, locales, translations }] : []
  })
}

const entries = publishedEntries(entriesOrThrow(newsCollection), showDrafts)

/** Every article written in a language, newest first: the news page's list and its feed. */
export function newsIn(locale: Locale): NewsArticle[] {
  return entries.flatMap((entry) => entry.translations[locale] ?? []).sort(newestFirst)
}

/** The news list's later pages this build has, and in which languages (data/routes.ts). */
export function laterNewsPages() {
  return laterNewsListPages(new Map(localeSegments.map((locale) => [locale, newsIn(locale).length])))
}

export function findNews(locale: Locale, slug: string | undefined): NewsArticle | undefined {
  return entries.find((entry) => entry.slug === slug)?.translations[locale]
}

/** The languages an article is written in (none for an unknown slug). */
export function newsLocales(slug: string): readonly Locale[] {
  return entries.find((entry) => entry.slug === slug)?.locales ?? []
}

/** The "other news" of an article (docs/product/pages.md): the first four of its language's list but itself, at most three, one full row. */
export function otherNews(current: NewsArticle): NewsArticle[] {
  return newsIn(current.locale)
    .slice(0, 4)
    .filter((article) => article.slug !== current.slug)
    .slice(0, 3)
}
