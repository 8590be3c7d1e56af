import { Trans } from '@lingui/react/macro'
import { formatLongDate } from '../../../data/formatDate'
import type { NewsArticle } from '../../../data/news'
import { useLocale } from '../../../shared/usePageContext'
import { ContentPicture } from '../../ContentPicture/ContentPicture'
import { TectoBadge } from '../NewsGrid/TectoBadge'
import * as styles from './FeaturedNews.css'

/** How wide the featured picture is drawn: the reading column (72ch plus its padding), the whole screen on phones. */
const featuredSizes = '(min-width: 800px) 760px, 100vw'

/** The article's featured card, above its text: the image with the TECTO badge, what kind of piece it is, and its date. */
export function FeaturedNews({ article }: { article: NewsArticle }) {
  const locale = useLocale()
  return (
    <figure className={styles.root}>
      <div className={styles.media}>
        {/* Above the fold on every screen and the article's largest paint: fetched first, never lazily. */}
        {article.picture && <ContentPicture className={styles.image} picture={article.picture} alt={article.imageAlt} sizes={featuredSizes} priority />}
        <TectoBadge className={styles.badge} />
      </div>
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
  )
}
