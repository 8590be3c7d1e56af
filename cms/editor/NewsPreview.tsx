import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { ArticleView } from '../../components/news/ArticleView/ArticleView'
import type { Locale } from '../../data/locales'
import type { NewsArticle } from '../../data/news'
import { PageContextProvider } from '../../shared/usePageContext'
import { renderMarkdown } from '../../vite-plugins/content/markdown'
import { decap, type ImmutableMap, type PreviewProps } from './decap'

// The news preview: the article being written, drawn by the component its page uses (ArticleView) with the site's
// styles, in the language of the tab being edited. Rendered to HTML here (Preact), then handed to Decap's own React.

/** The language shown: Decap previews a translation by putting that locale's data in the entry's `data`. */
function previewLocale(entry: ImmutableMap, locales: readonly Locale[]): Locale {
  const data = entry.get('data')
  return locales.find((locale) => entry.getIn(['i18n', locale, 'data']) === data) ?? locales[0]!
}

/** The article as the page would get it from its content file. */
function articleOf(data: Record<string, unknown>, locale: Locale, getAsset: PreviewProps['getAsset']): NewsArticle {
  const image = typeof data.image === 'string' && data.image ? getAsset(data.image)?.toString() : undefined
  return {
    ...(data as unknown as NewsArticle),
    slug: 'preview',
    locale,
    file: '',
    html: renderMarkdown(typeof data.body === 'string' ? data.body : ''),
    // The site draws the featured picture at 16:9 whatever its file's size.
    picture: image ? { src: image, width: 1600, height: 900 } : undefined,
  }
}

/** The preview template of the news collection, given each locale's messages. */
export const newsPreview =
  (i18ns: Record<Locale, I18n>) =>
  ({ entry, getAsset }: PreviewProps) => {
    const locales = Object.keys(i18ns) as Locale[]
    const locale = previewLocale(entry, locales)
    const pageContext = { locale, urlPathname: `/${locale}/noticias/preview`, config: {} } as unknown as PageContext
    const html = renderToString(
      <I18nProvider i18n={i18ns[locale]}>
        <PageContextProvider pageContext={pageContext}>
          <ArticleView article={articleOf(entry.get('data') ? (entry.get('data') as ImmutableMap).toJS() : {}, locale, getAsset)} />
        </PageContextProvider>
      </I18nProvider>,
    )
    return decap().h('main', { lang: locale, dangerouslySetInnerHTML: { __html: html } })
  }
