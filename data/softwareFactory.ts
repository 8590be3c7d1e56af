import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ServiceId } from './services'

/** The four services the software-factory landing page shows as tiles: what a client commissions to get a product built. */
export const softwareFactoryServiceIds = ['web', 'mobile', 'design', 'apis'] as const satisfies readonly ServiceId[]

/** How a product grows with Tecto after the first release, as the software-factory page's "grow" section tells it. */
export const growthStages = [
  {
    id: 'launch',
    title: msg({ message: 'Launch fast', comment: 'Stage of a product growing with Tecto' }),
    description: msg`Start with a focused first version, tested with real users, so you invest in what your market actually wants.`,
  },
  {
    id: 'scale',
    title: msg({ message: 'Scale with confidence', comment: 'Stage of a product growing with Tecto' }),
    description: msg`Cloud architecture, automated tests and monitoring keep the product stable as customers, data and features grow.`,
  },
  {
    id: 'evolve',
    title: msg({ message: 'Keep evolving', comment: 'Stage of a product growing with Tecto' }),
    description: msg`After launch we stay on for maintenance, new features and AI, and add professionals to your team whenever you need them.`,
  },
] as const satisfies readonly { id: string; title: MessageDescriptor; description: MessageDescriptor }[]
