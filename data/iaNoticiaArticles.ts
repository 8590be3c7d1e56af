import { entriesOrThrow, type Localized } from './content/collection'
import { paragraphTexts } from './content/htmlText'
import { iaNoticiaCollection, type IaNoticiaFrontMatter } from './content/iaNoticiaCollection'

// The IA Notícia articles are files in content/ia-noticia (docs/product/content.md); this is what the pages ask of them.
// They are Portuguese only, like the pages that show them. The browser never needs this module: the one island of
// these pages (the original text's "read more") receives its text as plain props.

/** An IA Notícia article: its front matter, its original text as HTML, and the opening its card shows. */
export type IaNoticiaArticle = Localized<IaNoticiaFrontMatter> & {
  /** The first paragraph of the original text, as plain text. */
  excerpt: string
}

const newestFirst = (a: IaNoticiaArticle, b: IaNoticiaArticle) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)

/** Every article, newest first: the list's cards, the first one featured. */
export const iaNoticiaArticles: readonly IaNoticiaArticle[] = entriesOrThrow(iaNoticiaCollection)
  .flatMap((entry) => entry.translations['pt-br'] ?? [])
  .map((article) => ({ ...article, excerpt: paragraphTexts(article.html)[0] ?? '' }))
  .sort(newestFirst)

export function findIaNoticiaArticle(slug: string | undefined): IaNoticiaArticle | undefined {
  return iaNoticiaArticles.find((article) => article.slug === slug)
}
