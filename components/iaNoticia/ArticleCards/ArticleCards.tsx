import { Trans } from '@lingui/react/macro'
import { iaNoticiaArticlePath } from '../../../data/routes'
import { iaNoticiaArticles } from '../../../data/iaNoticiaArticles'
import { ClampedText } from '../../ClampedText/ClampedText'
import { classNames } from '../../classNames/classNames'
import { Link } from '../../Link/Link'
import { Section } from '../../Section/Section'
import { ArticleMeta } from '../ArticleMeta/ArticleMeta'
import * as styles from './ArticleCards.css'

/**
 * The curated articles of the IA Notícia list, the most recent first and featured: image, title (the link to its
 * detail, covering the card), a four-line excerpt, relevance score and date.
 */
export function ArticleCards() {
  return (
    <Section
      labelledBy="ia-noticia-articles-title"
      tone="tinted"
      title={<Trans comment="IA Notícia: heading above the article cards">Curated articles</Trans>}
      lead={
        <Trans comment="IA Notícia: sentence under the article cards' heading">
          Chosen by the AI from the monitored portals and ranked by how relevant they are to the subjects you follow.
        </Trans>
      }
    >
      <ul className={styles.grid}>
        {iaNoticiaArticles.map((article, index) => (
          <li key={article.slug} className={classNames(styles.card, index === 0 && styles.isFeatured)}>
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
              <span className={styles.more} aria-hidden="true">
                <Trans comment="IA Notícia: visual cue at the bottom of an article card, leading to the article's curation">See the curation</Trans> →
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
