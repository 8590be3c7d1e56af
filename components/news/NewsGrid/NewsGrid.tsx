import { Trans, useLingui } from '@lingui/react/macro'
import { formatLongDate } from '../../../data/formatDate'
import type { NewsArticle } from '../../../data/news'
import { newsListNeighbours, newsListPath, newsPageCount, newsPath, newsPerPage } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { cardPictureSizes } from '../../ContentPicture/ContentPicture'
import { Link } from '../../Link/Link'
import { NewsPicture } from '../NewsPicture/NewsPicture'
import * as styles from './NewsGrid.css'

/** News cards under a section's h2, each one link, or a sentence while none is published; given a `page`, that page and links to all. */
export function NewsGrid({ articles, page }: { articles: readonly NewsArticle[]; page?: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (articles.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans comment="News page while no article is published">
          There is no news to show yet. Our announcements will appear here as soon as they are published.
        </Trans>
      </p>
    )
  }
  const shown = page ? articles.slice((page - 1) * newsPerPage, page * newsPerPage) : articles
  const count = newsPageCount(articles.length)
  const { prev, next } = newsListNeighbours(page ?? 1, count)
  return (
    <>
      <ul className={styles.grid}>
        {shown.map((article) => (
          <li key={article.slug} className={styles.item}>
            <article className={styles.card}>
              <NewsPicture article={article} sizes={cardPictureSizes} />
              <div className={styles.body}>
                <time className={styles.date} dateTime={article.date}>
                  {formatLongDate(article.date, locale)}
                </time>
                <h3 className={styles.title}>
                  <Link href={newsPath(article.slug)} className={styles.link}>
                    {article.title}
                  </Link>
                </h3>
                <p className={styles.description}>{article.description}</p>
                <span className={styles.more} aria-hidden="true">
                  <Trans comment="Visual cue at the bottom of a news card; the card's title is the link">Read article</Trans>
                  <svg className={styles.arrow} width="20" height="20" viewBox="0 0 20 20" focusable="false" aria-hidden="true">
                    <path d="M4 10h12m-5-5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {page && count > 1 && (
        <nav className={styles.nav} aria-label={t({ message: 'News pages', comment: 'Label of the page links under the news list' })}>
          {prev && (
            <Link href={prev} rel="prev" className={styles.pageLink}>
              <span aria-hidden="true">←</span> <Trans comment="Link to the previous page of the news list">Previous</Trans>
            </Link>
          )}
          <ol className={styles.pages}>
            {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  href={newsListPath(n)}
                  className={styles.pageLink}
                  aria-label={t({ message: `Page ${n}`, comment: 'A numbered link under the news list, read out by screen readers' })}
                  aria-current={n === page ? 'page' : undefined}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ol>
          {next && (
            <Link href={next} rel="next" className={styles.pageLink}>
              <Trans comment="Link to the next page of the news list">Next</Trans> <span aria-hidden="true">→</span>
            </Link>
          )}
        </nav>
      )}
    </>
  )
}
