import { Trans } from '@lingui/react/macro'
import { formatLongDate } from '../../../data/formatDate'
import type { NewsArticle } from '../../../data/news'
import { newsPageCount, newsPath, newsPerPage } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { cardPictureSizes } from '../../ContentPicture/ContentPicture'
import { Link } from '../../Link/Link'
import { NewsPicture } from '../NewsPicture/NewsPicture'
import { Pagination } from '../Pagination/Pagination'
import * as styles from './NewsGrid.css'

/**
 * News cards under a section's h2, each card one link (its title's); while no article is published (drafts are not:
 * data/news.ts), a sentence saying so. Given a `page`, the news list's page of that number, and the links to the others.
 */
export function NewsGrid({ articles, page }: { articles: readonly NewsArticle[]; page?: number }) {
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
      {page && <Pagination page={page} count={newsPageCount(articles.length)} />}
    </>
  )
}
