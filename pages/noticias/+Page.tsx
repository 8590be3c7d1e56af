import { Trans } from '@lingui/react/macro'
import { NewsCta } from '../../components/news/NewsCta/NewsCta'
import { NewsGrid } from '../../components/news/NewsGrid/NewsGrid'
import { Hero } from '../../components/Hero/Hero'
import { Island } from '../../components/Island/Island'
import { Section } from '../../components/Section/Section'
import { visuallyHidden } from '../../components/theme/visuallyHidden.css'
import { newsIn } from '../../data/news'
import { playableVideos, videos } from '../../data/videos'
import { usePageContext } from '../../shared/usePageContext'
import { listPage } from './listPage'

/** The news page and its later pages (+route.ts; docs/product/pages.md); the videos only once supplied, their lead with all three. */
export default function Page() {
  const pageContext = usePageContext()
  const shownVideos = playableVideos()
  return (
    <>
      <Hero
        look="page"
        titleId="news-title"
        eyebrow={<Trans comment="Small label above the title of the news page">News</Trans>}
        title={<Trans>News from Tecto</Trans>}
        lead={<Trans>Our announcements and articles about artificial intelligence, software development and how we work.</Trans>}
      />
      <Section labelledBy="news-list-title" width="wide">
        <h2 id="news-list-title" className={visuallyHidden}>
          <Trans>Latest news</Trans>
        </h2>
        <NewsGrid articles={newsIn(pageContext.locale)} page={listPage(pageContext)} />
      </Section>
      {shownVideos.length > 0 && (
        <Section
          labelledBy="news-videos-title"
          tone="tinted"
          width="wide"
          eyebrow={<Trans comment="Small label above the videos section of the news page">Watch</Trans>}
          title={<Trans>Videos</Trans>}
          lead={
            shownVideos.length === videos.length && (
              <Trans>See how we work: our teams, our AI projects and the way we find the right professional for each client.</Trans>
            )
          }
        >
          <Island name="VideoCarousel" hydrate="visible" />
        </Section>
      )}
      <NewsCta />
    </>
  )
}
