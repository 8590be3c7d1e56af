import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The ways Tecto helps a company, shown as numbered cards on the about pages. */
export const helpAreas = [
  {
    id: 'build',
    title: msg`Build new products`,
    description: msg`From idea to launch, a dedicated squad designs, develops and publishes your web platform or mobile app, with a demo you can test every week.`,
  },
  {
    id: 'scale',
    title: msg`Scale your team`,
    description: msg`Senior developers, designers and QA engineers from our network join your team with the skills and seniority the project needs.`,
  },
  {
    id: 'modernize',
    title: msg`Modernize critical systems`,
    description: msg`We maintain, refactor and migrate the systems your operation depends on, step by step and without stopping the business.`,
  },
  {
    id: 'ai',
    title: msg`Put AI to work`,
    description: msg`We automate processes and build AI agents and data solutions that cut costs, answer customers and support better decisions.`,
  },
] as const satisfies readonly { id: string; title: MessageDescriptor; description: MessageDescriptor }[]
