import { localizePath } from '../../data/localePath'
import { laterNewsPages } from '../../data/news'
import { paths } from '../../data/routes'

/** The list in every language (renderer/+onPrerenderStart.ts adds the locales), then pages 2 on where articles fill them. */
export function onBeforePrerenderStart() {
  return [paths.news, ...laterNewsPages().flatMap(({ path, locales }) => locales.map((locale) => localizePath(locale, path)))]
}
