import { Trans } from '@lingui/react/macro'
import { formatLongDate } from '../../../data/formatDate'
import type { NewsArticle } from '../../../data/news'
import { paths } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { Container } from '../../Container/Container'
import { ExternalLink } from '../../ExternalLink/ExternalLink'
import { Hero } from '../../Hero/Hero'
import { Link } from '../../Link/Link'
import { NewsPicture } from '../NewsPicture/NewsPicture'
import * as styles from './ArticleView.css'

/** How wide the cover is drawn: the reading column (72ch plus its padding), the whole screen on phones. */
const coverSizes = '(min-width: 800px) 760px, 100vw'

/** A news article as its page shows it (docs/product/pages.md), and as the content editor previews it (cms/). */
export function ArticleView({ article }: { article: NewsArticle }) {
  const locale = useLocale()
  const outlet = article.kind === 'press' && article.outlet
  return (
    <>
      <Hero
        look="page"
        titleId="article-title"
        width="text"
        eyebrow={
          <Link href={paths.news} className={styles.back}>
            <span aria-hidden="true">←</span>
            <Trans comment="Link above a news article's title, back to the news page">All news</Trans>
          </Link>
        }
        title={article.title}
        lead={article.description}
      />
      <article className={styles.article} aria-labelledby="article-title">
        <Container width="text" className={styles.column}>
          <figure className={styles.cover}>
            <NewsPicture article={article} sizes={coverSizes} cover />
            <figcaption className={styles.caption}>
              <span className={styles.label}>
                {article.kind === 'press' ? (
                  <Trans comment="Label on an article's featured card: the piece is press coverage about Tecto">Tecto in the press</Trans>
                ) : (
                  <Trans comment="Title of the news feed that feed readers show, and a label on Tecto's own announcements">Tecto news</Trans>
                )}
              </span>
              <time dateTime={article.date} className={styles.date}>
                {formatLongDate(article.date, locale)}
              </time>
            </figcaption>
          </figure>
          <div className={styles.text}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders the Markdown with raw HTML turned off (vite-plugins/content/contentFiles.ts). */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
            {article.kind === 'press' && (
              <aside className={styles.source}>
                <p>
                  <Trans comment="{outlet} is the name of a newspaper, magazine or site">This article was first published in {outlet}.</Trans>
                </p>
                <ExternalLink href={article.original} className={styles.original}>
                  <Trans comment="Link from a republished news article to the piece where it was first published">Read the original article</Trans>
                </ExternalLink>
              </aside>
            )}
          </div>
        </Container>
      </article>
    </>
  )
}
