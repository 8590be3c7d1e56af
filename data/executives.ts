import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Tecto's two executives, as the about pages present them (the CEO and the CTO). */
export const executives = [
  {
    id: 'ceo',
    name: 'Rafael Moreira',
    abbreviation: 'CEO',
    role: msg({ message: 'Chief Executive Officer', comment: 'Job title of the CEO' }),
    bio: msg`Rafael leads Tecto's strategy, partnerships and client relationships. He makes sure every engagement starts from a clear business goal and that our teams have what they need to reach it. Tecto is built around a simple idea: one trusted partner to build your products and to grow your team.`,
    portrait: { src: '/images/team/rafael-moreira.svg', width: 240, height: 240 },
  },
  {
    id: 'cto',
    name: 'Camila Duarte',
    abbreviation: 'CTO',
    role: msg({ message: 'Chief Technology Officer', comment: 'Job title of the CTO' }),
    bio: msg`Camila is responsible for Tecto's engineering practice: architecture, quality standards, security and the use of AI across our projects. She defines the technical assessments that admit professionals to our network and reviews the architecture of every new product, so clients get software that is reliable today and easy to evolve tomorrow.`,
    portrait: { src: '/images/team/camila-duarte.svg', width: 240, height: 240 },
  },
] as const satisfies readonly {
  id: string
  name: string
  abbreviation: string
  role: MessageDescriptor
  bio: MessageDescriptor
  portrait: { src: `/images/team/${string}.svg`; width: number; height: number }
}[]

/** One of the executives. */
export type Executive = (typeof executives)[number]
