import { useLingui } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../data/companyFacts'
import { playableVideos } from '../../data/videos'
import { Carousel } from '../Carousel/Carousel'
import type { CarouselLayout } from '../Carousel/carouselLayout'
import { VideoSlide } from './VideoSlide'
import * as styles from './VideoCarousel.css'

/**
 * 1 video per view with 16 px gaps up to 1024 px wide; on wider screens all of them, up to 3, with 32 px, so two
 * videos fill the row rather than leave a third of it empty.
 */
export function videoCarouselLayout(count: number) {
  return {
    base: { perView: 1, spacing: 16 },
    md: { perView: Math.min(3, count), spacing: 32 },
  } as const satisfies CarouselLayout
}

/** The news page's videos whose YouTube id the company supplied (data/companyFacts.ts): a carousel of 2 or 3, or one alone. */
export function VideoCarousel({ youtubeIds = companyFacts.videoIds }: { youtubeIds?: CompanyFacts['videoIds'] }) {
  const { t } = useLingui()
  const shown = playableVideos(youtubeIds)
  if (shown.length === 0) return null
  if (shown.length === 1) {
    return (
      <div className={styles.single}>
        <VideoSlide {...shown[0]!} />
      </div>
    )
  }
  return (
    <Carousel
      label={t`Tecto videos`}
      layout={videoCarouselLayout(shown.length)}
      previousLabel={t`Previous videos`}
      nextLabel={t`Next videos`}
      slides={shown.map(({ video, youtubeId }) => ({ key: video.id, content: <VideoSlide video={video} youtubeId={youtubeId} /> }))}
    />
  )
}
