import { Trans } from '@lingui/react/macro'
import type { NewsArticle } from '../../../data/news'
import { ContentPicture } from '../../ContentPicture/ContentPicture'
import * as styles from './NewsPicture.css'

type NewsPictureProps = {
  article: NewsArticle
  /** How wide the picture is drawn (ContentPicture's `sizes`). */
  sizes: string
  /** The article page's cover: its largest paint, fetched first, never lazily. */
  cover?: boolean
}

/** A news picture at 16:9 with the TECTO badge (docs/product/pages.md), which says the piece is about us. */
export function NewsPicture({ article, sizes, cover = false }: NewsPictureProps) {
  return (
    <div className={styles.media}>
      {article.picture && <ContentPicture className={styles.image} picture={article.picture} alt={article.imageAlt} sizes={sizes} priority={cover} />}
      <span className={styles.badge[cover ? 'cover' : 'card']}>
        <Trans comment="Badge on news images: the company's name in capitals, as a label; keep it as it is">TECTO</Trans>
      </span>
    </div>
  )
}
