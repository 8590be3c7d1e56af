import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Tecto's values, in the order the about page shows them as cards. */
export const values = [
  {
    id: 'innovation',
    title: msg({ message: 'Innovation', comment: 'One of the company values' }),
    description: msg`We adopt new technology with a purpose: every framework, cloud service or AI model we bring in has to make our clients' products faster, safer or smarter.`,
  },
  {
    id: 'excellence',
    title: msg({ message: 'Excellence', comment: 'One of the company values' }),
    description: msg`Code review, automated tests and continuous delivery are part of every project, not extras. We measure the quality of our work and hold ourselves to it.`,
  },
  {
    id: 'partnership',
    title: msg({ message: 'Partnership', comment: 'One of the company values' }),
    description: msg`We work as an extension of your team: shared goals, open communication and honest advice, even when that means recommending a simpler path.`,
  },
  {
    id: 'ethics',
    title: msg({ message: 'Ethics', comment: 'One of the company values' }),
    description: msg`We treat your data and your customers' data with care, comply with the LGPD and keep every commitment clear in our proposals and contracts.`,
  },
  {
    id: 'peopleDevelopment',
    title: msg({ message: 'People development', comment: 'One of the company values' }),
    description: msg`Mentoring, training and clear career paths help our professionals grow, and a team that keeps growing delivers better work to every client.`,
  },
] as const satisfies readonly { id: string; title: MessageDescriptor; description: MessageDescriptor }[]
