import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { paths, servicePath } from './routes'
import { services } from './services'

/** The AI service's slug, from the one service list. */
const aiServiceSlug = services.find((service) => service.id === 'ai')!.slug

/** The two solution cards of the AI page's transform section: AI built for the client, or Tecto's ready-made AI products. */
export const aiSolutions = [
  {
    id: 'custom',
    image: '/images/ai/solution-custom.svg',
    title: msg`AI built for your business`,
    text: msg`Agents, automations and assistants designed around your processes, trained on your own data and connected to the systems you already use.`,
    action: msg`Discover the AI service`,
    href: servicePath(aiServiceSlug),
  },
  {
    id: 'products',
    image: '/images/ai/solution-products.svg',
    title: msg`Ready-to-use AI products`,
    text: msg`Tecto's own AI products, such as an AI seller, an AI manager and an AI news curator, ready to join your operation without starting from scratch.`,
    action: msg`See our AI products`,
    href: paths.aiProducts,
  },
] as const satisfies readonly {
  id: string
  image: string
  title: MessageDescriptor
  text: MessageDescriptor
  action: MessageDescriptor
  href: string
}[]
