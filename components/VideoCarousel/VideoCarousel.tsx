import { useLingui } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../data/companyFacts'
import { videos } from '../../data/videos'
import { Carousel } from '../Carousel/Carousel'
import type { CarouselLayout } from '../Carousel/carouselLayout'
import { VideoSlide } from './VideoSlide'

/** 1 video per view with 16 px gaps up to 1024 px wide, 3 with 32 px on wider screens. */
export const videoCarouselLayout = {
  base: { perView: 1, spacing: 16 },
  md: { perView: 3, spacing: 32 },
} as const satisfies CarouselLayout

/**
 * The news page's carousel of Tecto's three videos, each a poster that becomes the player when played; a video whose
 * YouTube id the company has not supplied yet (data/companyFacts.ts) shows its poster and text, and no player.
 */
export function VideoCarousel({ youtubeIds = companyFacts.videoIds }: { youtubeIds?: CompanyFacts['videoIds'] }) {
  const { t } = useLingui()
  return (
    <Carousel
      label={t`Tecto videos`}
      layout={videoCarouselLayout}
      previousLabel={t`Previous videos`}
      nextLabel={t`Next videos`}
      slides={videos.map((video) => ({ key: video.id, content: <VideoSlide video={video} youtubeId={youtubeIds[video.id]} /> }))}
    />
  )
}
