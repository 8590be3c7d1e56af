// https://vike.dev/Page
import { IaNoticiaHero } from '../../components/iaNoticia/IaNoticiaHero/IaNoticiaHero'
import { TopicTiles } from '../../components/iaNoticia/TopicTiles/TopicTiles'
import { ArticleCards } from '../../components/iaNoticia/ArticleCards/ArticleCards'

/** The IA Notícia list (Portuguese only, docs/product/pages.md): what the product does, the "Mundo" tiles and the curated articles. */
export default function Page() {
  return (
    <>
      <IaNoticiaHero />
      <TopicTiles />
      <ArticleCards />
    </>
  )
}
