import { localizedEntry } from './content/collection'
import { legalCollection } from './content/legalCollection'
import type { Locale } from './locales'

// The LGPD notice, content/legal/privacy-policy (docs/content/README.md), cut into numbered sections; data/privacyPlaceholders.ts fills it.

/** The privacy policy in a language (the collection requires it in every complete language): its preamble, then titled sections. */
export function privacyPolicy(locale: Locale) {
  const text = localizedEntry(legalCollection, 'privacy-policy', locale)
  const firstSection = text.html.indexOf('<h2 id="')
  const preamble = firstSection === -1 ? text.html : text.html.slice(0, firstSection)
  const parts = firstSection === -1 ? [] : text.html.slice(firstSection).split(/(?=<h2 id=")/)
  const sections = parts.map((part) => {
    const [, id, title, html] = /^<h2 id="([^"]*)">([\s\S]*?)<\/h2>\n?([\s\S]*)$/.exec(part)!
    return { id: id!, title: title!, html: html! }
  })
  return { title: text.title, intro: text.intro, updated: text.updated, preamble, sections }
}
