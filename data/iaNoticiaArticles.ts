import { entriesOrThrow, type Localized, newestFirst } from './content/collection'
import { paragraphTexts } from './content/htmlText'
import { iaNoticiaCollection, type IaNoticiaFrontMatter } from './content/iaNoticiaCollection'

// content/ia-noticia, Portuguese only; the browser never loads this module: the pages' one island gets its text as props.

/** An IA Notícia article: its front matter, its original text as HTML, and the opening its card shows. */
export type IaNoticiaArticle = Localized<IaNoticiaFrontMatter> & {
  /** The first paragraph of the original text, as plain text. */
  excerpt: string
}

/** Every article, newest first: the list's cards, the first one featured. */
export const iaNoticiaArticles: readonly IaNoticiaArticle[] = entriesOrThrow(iaNoticiaCollection)
  .flatMap((entry) => entry.translations['pt-br'] ?? [])
  .map((article) => ({ ...article, excerpt: paragraphTexts(article.html)[0] ?? '' }))
  .sort(newestFirst)

export function findIaNoticiaArticle(slug: string | undefined): IaNoticiaArticle | undefined {
  return iaNoticiaArticles.find((article) => article.slug === slug)
}
