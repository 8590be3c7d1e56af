// https://vike.dev/onBeforePrerenderStart
import { iaNoticiaArticles, iaNoticiaArticlePath } from '../../data/iaNoticia'

/** The URL of every known article; renderer/+onPrerenderStart.ts writes each under /pt-br only. */
export function onBeforePrerenderStart() {
  return iaNoticiaArticles.map((article) => iaNoticiaArticlePath(article.slug))
}
