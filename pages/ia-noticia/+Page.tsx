import { Trans } from '@lingui/react/macro'
import { Hero } from '../../components/Hero/Hero'
import { ArticleCards } from '../../components/iaNoticia/ArticleCards/ArticleCards'
import { DemoNotice } from '../../components/iaNoticia/DemoNotice/DemoNotice'
import { TopicTiles } from '../../components/iaNoticia/TopicTiles/TopicTiles'

/**
 * The IA Notícia list (Portuguese only, docs/product/pages.md): what the product does and that this is its demonstration,
 * the "Mundo" tiles and the curated articles.
 */
export default function Page() {
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
      <TopicTiles />
      <ArticleCards />
    </>
  )
}
