import type { PageContextServer } from 'vike/types'
import { everyLanguage, type PageLanguages } from '../data/pageLanguages'

/** The languages of the page being rendered, from its `languages` setting (renderer/types.ts); every one by default. */
export function resolveLanguages(pageContext: PageContextServer): PageLanguages {
  const setting = pageContext.config.languages
  return (typeof setting === 'function' ? setting(pageContext) : setting) ?? everyLanguage
}
