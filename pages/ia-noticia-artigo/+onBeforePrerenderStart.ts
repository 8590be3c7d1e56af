import { iaNoticiaArticlePath } from '../../data/routes'
import { iaNoticiaArticles } from '../../data/iaNoticiaArticles'

/** The URL of every known article; renderer/+onPrerenderStart.ts writes each under /pt-br only. */
export function onBeforePrerenderStart() {
  return iaNoticiaArticles.map((article) => iaNoticiaArticlePath(article.slug))
}
