import { Trans } from '@lingui/react/macro'
import { iaNoticiaArticles } from '../../../data/iaNoticiaArticles'
import { Section } from '../../Section/Section'
import { ArticleCard } from './ArticleCard'
import * as styles from './ArticleCards.css'

/** The curated articles of the IA Notícia list, the most recent first and featured. */
export function ArticleCards() {
  return (
    <Section
      labelledBy="ia-noticia-articles-title"
      tone="tinted"
      width="wide"
      title={<Trans comment="IA Notícia: heading above the article cards">Curated articles</Trans>}
      lead={
        <Trans comment="IA Notícia: sentence under the article cards' heading">
          Chosen by the AI from the monitored portals and ranked by how relevant they are to the subjects you follow.
        </Trans>
      }
    >
      <ul className={styles.grid}>
        {iaNoticiaArticles.map((article, index) => (
          <ArticleCard key={article.slug} article={article} featured={index === 0} />
        ))}
      </ul>
    </Section>
  )
}
