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

/** The preview template of the news collection, given each locale's messages. */
export const newsPreview =
  (i18ns: Record<Locale, I18n>) =>
  ({ entry, getAsset }: PreviewProps) => {
    const locales = Object.keys(i18ns) as Locale[]
    // Decap previews a translation by putting that locale's data in the entry's `data`.
    const data = ((entry.get('data') as ImmutableMap | undefined)?.toJS() ?? {}) as Record<string, unknown>
    const locale = locales.find((locale) => entry.getIn(['i18n', locale, 'data']) === entry.get('data')) ?? locales[0]!
    const image = typeof data.image === 'string' && data.image ? getAsset(data.image)?.toString() : undefined
    // The article as the page would get it from its content file; the site draws the picture at 16:9 whatever its size.
    const article: NewsArticle = {
      ...(data as unknown as NewsArticle),
      slug: 'preview',
      locale,
      file: '',
      html: renderMarkdown(typeof data.body === 'string' ? data.body : ''),
      picture: image ? { src: image, width: 1600, height: 900 } : undefined,
    }
    const pageContext = { locale, urlPathname: `/${locale}/noticias/preview`, config: {} } as unknown as PageContext
    const html = renderToString(
      <I18nProvider i18n={i18ns[locale]}>
        <PageContextProvider pageContext={pageContext}>
          <ArticleView article={article} />
        </PageContextProvider>
      </I18nProvider>,
    )
    return decap().h('main', { lang: locale, dangerouslySetInnerHTML: { __html: html } })
  }
