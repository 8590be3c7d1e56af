import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { companyFacts, type CompanyFacts, type VideoSlot } from './companyFacts'

/** YouTube's privacy-enhanced host, which sets no cookie until a video plays; the page loads it only after a click. */
export const videoEmbedHost = 'https://www.youtube-nocookie.com'

/** The address of a video's player, playing at once: it is only ever loaded by a click on play. */
export function videoEmbedUrl(youtubeId: string): string {
  return `${videoEmbedHost}/embed/${encodeURIComponent(youtubeId)}?autoplay=1`
}

/** The posters' size; every file in public/images/videos is drawn at it (16:9). */
export const videoPosterSize = { width: 640, height: 360 } as const

/** The news page's three videos, in their order; each shows once its YouTube id is supplied (playableVideos). */
export const videos = [
  {
    id: 'ai-agents',
    title: msg`AI agents at work: from a pilot to production`,
    description: msg`How we take a company from its first AI idea to an agent in production, trained on its own data, measured by results and integrated with the systems it already uses.`,
    poster: '/images/videos/ai-agents.svg',
  },
  {
    id: 'software-factory',
    title: msg`Inside the Tecto software factory`,
    description: msg`A day with one of our squads: discovery, design, code review and weekly deliveries, and why our clients see working software from the very first sprint.`,
    poster: '/images/videos/software-factory.svg',
  },
  {
    id: 'tech-talent',
    title: msg`Finding the right tech professional, fast`,
    description: msg`Our recruiters and engineers explain how we assess developers, designers and QA engineers, and how we match each one to the culture and the stack of your team.`,
    poster: '/images/videos/tech-talent.svg',
  },
] as const satisfies readonly {
  /** Its slot in data/companyFacts.ts, which holds its YouTube id once the company supplies it. */
  id: VideoSlot
  title: MessageDescriptor
  description: MessageDescriptor
  poster: `/images/videos/${string}.svg`
}[]

export type Video = (typeof videos)[number]

/** The videos whose YouTube id the company has supplied, in order: a poster with nothing to play would be a dead end. */
export function playableVideos(youtubeIds: CompanyFacts['videoIds'] = companyFacts.videoIds) {
  return videos.flatMap((video) => {
    const youtubeId = youtubeIds[video.id]
    return youtubeId ? [{ video, youtubeId }] : []
  })
}
