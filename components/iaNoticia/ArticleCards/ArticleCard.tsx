import { Trans } from '@lingui/react/macro'
import { iaNoticiaArticlePath } from '../../../data/routes'
import type { IaNoticiaArticle } from '../../../data/iaNoticiaArticles'
import { ClampedText } from '../../ClampedText/ClampedText'
import { Link } from '../../Link/Link'
import { ArticleMeta } from '../ArticleMeta/ArticleMeta'
import * as styles from './ArticleCards.css'
import { classNames } from '../../classNames/classNames'

/** One curated article: image, title (the link to its detail), a four-line excerpt, relevance score and date. */
export function ArticleCard({ article, featured }: { article: IaNoticiaArticle; featured: boolean }) {
  return (
    <li className={classNames(styles.card, featured && styles.isFeatured)}>
      {article.picture && (
        <img
          className={styles.image}
          src={article.picture.src}
          width={article.picture.width}
          height={article.picture.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={iaNoticiaArticlePath(article.slug)} className={styles.link}>
            {article.title}
          </Link>
        </h3>
        <ClampedText as="p" lines={4} className={styles.excerpt}>
          {article.excerpt}
        </ClampedText>
        <ArticleMeta article={article} />
        {/* The whole card is the title's link; this is only its visual cue. */}
        <span className={styles.more} aria-hidden="true">
          <Trans comment="IA Notícia: visual cue at the bottom of an article card, leading to the article's curation">See the curation</Trans> →
        </span>
      </div>
    </li>
  )
}
