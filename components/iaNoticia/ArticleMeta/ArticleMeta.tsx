import { Trans } from '@lingui/react/macro'
import { formatLongDate } from '../../../data/formatDate'
import type { IaNoticiaArticle } from '../../../data/iaNoticiaArticles'
import { visuallyHidden } from '../../theme/visuallyHidden.css'
import * as styles from './ArticleMeta.css'
import { classNames } from '../../classNames/classNames'

type ArticleMetaProps = {
  article: Pick<IaNoticiaArticle, 'relevance' | 'date' | 'locale'>
  tone?: keyof typeof styles.tone
}

/** An IA Notícia article's relevance score and date (written in the article's language, like its text), as a description list. */
export function ArticleMeta({ article, tone = 'light' }: ArticleMetaProps) {
  return (
    <dl className={classNames(styles.root, styles.tone[tone])}>
      <div className={styles.score}>
        <dt>
          <Trans
            context="IA Notícia"
            comment="Label before an article's relevance range, e.g. 8-10. IA Notícia is shown in Portuguese only: the pt-BR translation must be exactly “Grau de relevância” (docs/product/pages.md)."
          >
            Relevance score
          </Trans>
        </dt>
        <dd className={styles.value}>{article.relevance}</dd>
      </div>
      <div>
        <dt className={visuallyHidden}>
          <Trans comment="IA Notícia: hidden label before an article's publication date, for screen readers">Published on</Trans>
        </dt>
        <dd className={styles.date}>
          <time dateTime={article.date}>{formatLongDate(article.date, article.locale)}</time>
        </dd>
      </div>
    </dl>
  )
}
