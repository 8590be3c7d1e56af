import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ClampedText } from '../../components/ClampedText/ClampedText'
import { cardPictureSizes, ContentPicture } from '../../components/ContentPicture/ContentPicture'
import { classNames } from '../../components/classNames/classNames'
import { Container } from '../../components/Container/Container'
import { Hero } from '../../components/Hero/Hero'
import { ArticleMeta } from '../../components/iaNoticia/ArticleMeta/ArticleMeta'
import { DemoNotice } from '../../components/iaNoticia/DemoNotice/DemoNotice'
import { Link } from '../../components/Link/Link'
import { Section } from '../../components/Section/Section'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { cardGrid, raisedCard } from '../../components/theme/cards.css'
import { iaNoticiaTopics } from '../../data/iaNoticia'
import { iaNoticiaArticles } from '../../data/iaNoticiaArticles'
import { iaNoticiaArticlePath } from '../../data/routes'
import * as styles from './Page.css'

/** The newest article's card spans the row: its picture the whole width, half of it from md beside the text. */
const featuredSizes = '(min-width: 1552px) 744px, (min-width: 1024px) calc(50vw - 32px), calc(100vw - 34px)'

/** The IA Notícia list (Portuguese only, docs/product/pages.md): the demonstration, its four "Mundo" tiles and the articles, newest first. */
export default function Page() {
  const { _ } = useLingui()
  return (
    <>
      <Hero
        look="product"
        titleId="ia-noticia-title"
        eyebrow={<Trans comment="Eyebrow above the IA Notícia heading">AI news curation by Tecto</Trans>}
        title={
          <Trans comment="Heading of the IA Notícia page; “IA Notícia” is the product's name and stays as it is">
            IA Notícia: the news that matters to you, curated by AI
          </Trans>
        }
        lead={
          <Trans>
            IA Notícia monitors the trusted news portals you choose, follows any subject, however niche, and curates the content on its own, in real time. Each
            article arrives with a relevance score, a clear summary and the portals that covered it.
          </Trans>
        }
        // Abstract decoration: portals feeding one curated feed.
        image={{ src: '/images/ia-noticia/hero.svg', width: 520, height: 420 }}
      >
        <DemoNotice tone="dark" />
      </Hero>
      <section className={styles.topics} aria-labelledby="ia-noticia-topics-title">
        <Container width="wide">
          <SectionHeading
            id="ia-noticia-topics-title"
            title={<Trans comment="IA Notícia: heading above the four topic tiles">Subjects being followed</Trans>}
            lead={
              <Trans comment="IA Notícia: sentence under the topic tiles' heading">
                Each area gathers, in real time, what the monitored portals publish about it.
              </Trans>
            }
          />
          <ul className={styles.tiles}>
            {iaNoticiaTopics.map((topic) => (
              <li key={topic.id} className={classNames(styles.tile, styles.palette[topic.id])} data-topic={topic.id}>
                <img className={styles.globe} src="/images/ia-noticia/mundo.svg" width="40" height="40" alt="" />
                <p className={styles.tileLabel}>
                  <Trans
                    context="IA Notícia"
                    comment="Label of each of the four IA Notícia topic tiles (world news). IA Notícia is shown in Portuguese only: the pt-BR translation must be exactly “Mundo” (docs/product/pages.md)."
                  >
                    World
                  </Trans>
                </p>
                <p className={styles.tileSubtitle}>{_(topic.subtitle)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
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
        <ul className={cardGrid}>
          {iaNoticiaArticles.map((article, index) => (
            <li key={article.slug} className={classNames(raisedCard, index === 0 && styles.featured)}>
              {article.picture && (
                <ContentPicture className={styles.image} picture={article.picture} alt="" sizes={index === 0 ? featuredSizes : cardPictureSizes} />
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
    </>
  )
}
