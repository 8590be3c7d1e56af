import { Trans } from '@lingui/react/macro'
import { formatLongDate } from '../../../data/formatDate'
import type { NewsArticle } from '../../../data/news'
import { newsPath } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { ContentPicture } from '../../ContentPicture/ContentPicture'
import { Link } from '../../Link/Link'
import { TectoBadge } from './TectoBadge'
import * as styles from './NewsGrid.css'

/** How wide a card's picture is drawn: a third of the page from md (whose width stops at 1552 px), half from sm. */
const cardSizes = '(min-width: 1552px) 500px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** A news card: image with the TECTO badge, date, title and summary; the title's link covers the whole card. */
export function NewsCard({ article }: { article: NewsArticle }) {
  const locale = useLocale()
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {article.picture && <ContentPicture className={styles.image} picture={article.picture} alt={article.imageAlt} sizes={cardSizes} />}
        <TectoBadge className={styles.badge} />
      </div>
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
  )
}
