import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../data/companyFacts'
import { playableVideos, videoEmbedUrl, videoPosterSize, type Video } from '../../data/videos'
import { Carousel } from '../Carousel/Carousel'
import type { CarouselLayout } from '../Carousel/carouselLayout'
import { cardSurface } from '../theme/cards.css'
import * as styles from './VideoCarousel.css'

/** 1 video per view, 16 px gaps, up to 1024 px; wider, all of them up to 3, 32 px gaps: two fill the row, not leaving a third empty. */
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

/** One video: our poster and play button, swapped for the player only on play: until then the video host sets no cookie. */
function VideoSlide({ video, youtubeId }: { video: Video; youtubeId: string }) {
  const { t, i18n } = useLingui()
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement>(null)
  const title = i18n._(video.title)

  // The button that had focus is gone: focus moves to the player, so keyboard users keep their place.
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  return (
    <article className={cardSurface}>
      <div className={styles.media}>
        {playing ? (
          <iframe
            ref={player}
            className={styles.frame}
            src={videoEmbedUrl(youtubeId)}
            title={title}
            width={videoPosterSize.width}
            height={videoPosterSize.height}
            // `fullscreen` here, not the legacy allowfullscreen attribute, which Chromium reports as overridden.
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            // The site sends no referrer by default; YouTube refuses to play embeds that send none.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.play}
            aria-label={t({ message: `Play video: ${title}`, comment: 'Accessible name of the play button on a video poster' })}
            onClick={() => setPlaying(true)}
          >
            <img
              className={styles.poster}
              src={video.poster}
              width={videoPosterSize.width}
              height={videoPosterSize.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <span className={styles.playIcon}>
              <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
                <path d="M9 5.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 9 5.5Z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{i18n._(video.description)}</p>
      </div>
    </article>
  )
}
