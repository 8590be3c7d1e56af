import { Trans } from '@lingui/react/macro'
import { formatLongDate } from '../../../data/formatDate'
import { newsImageSize, type NewsArticle } from '../../../data/news'
import { useLocale } from '../../../shared/usePageContext'
import { HeroImage } from '../../HeroImage/HeroImage'
import { TectoBadge } from '../NewsGrid/TectoBadge'
import * as styles from './FeaturedNews.css'

/** The article's featured card, above its text: the image with the TECTO badge, and the publication date. */
export function FeaturedNews({ article }: { article: NewsArticle }) {
  const locale = useLocale()
  return (
    <figure className={styles.root}>
      <div className={styles.media}>
        {/* Above the fold on every screen and the article's largest paint: a hero image, fetched first. */}
        <HeroImage className={styles.image} src={article.img} width={newsImageSize.width} height={newsImageSize.height} />
        <TectoBadge className={styles.badge} />
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.label}>
          <Trans comment="Label on an article's featured card: the piece is press coverage about Tecto">Tecto in the press</Trans>
        </span>
        <time dateTime={article.date} className={styles.date}>
          {formatLongDate(article.date, locale)}
        </time>
      </figcaption>
    </figure>
  )
}
