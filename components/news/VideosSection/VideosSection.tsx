import { Trans } from '@lingui/react/macro'
import { playableVideos, videos } from '../../../data/videos'
import { Section } from '../../Section/Section'
import { Island } from '../../Island/Island'

/**
 * The news page's videos (docs/product/pages.md): a heading over the videos whose YouTube id the company has supplied.
 * Without any, the section is left out, heading included; the lead, which names all three subjects, shows only with
 * all three.
 */
export function VideosSection() {
  const shown = playableVideos()
  if (shown.length === 0) return null
  return (
    <Section
      labelledBy="news-videos-title"
      tone="tinted"
      width="wide"
      eyebrow={<Trans comment="Small label above the videos section of the news page">Watch</Trans>}
      title={<Trans>Videos</Trans>}
      lead={
        shown.length === videos.length && <Trans>See how we work: our teams, our AI projects and the way we find the right professional for each client.</Trans>
      }
    >
      <Island name="VideoCarousel" hydrate="visible" />
    </Section>
  )
}
