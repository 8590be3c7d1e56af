import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The AI landing page's five benefit cards (docs/product/pages.md), each with its icon. */
export const aiBenefits = [
  {
    id: 'efficientAutomation',
    icon: '/images/ai/benefit-automation.svg',
    title: msg`Efficient automation`,
    description: msg`Repetitive tasks such as data entry, document reading and first-level support run on their own, around the clock and with fewer errors.`,
  },
  {
    id: 'smartDecisions',
    icon: '/images/ai/benefit-decisions.svg',
    title: msg`Smart decisions`,
    description: msg`Models analyze your sales, operations and customer data to reveal trends and recommend the next step, so decisions rest on evidence.`,
  },
  {
    id: 'advancedCustomization',
    icon: '/images/ai/benefit-customization.svg',
    title: msg`Advanced customization`,
    description: msg`Every customer gets answers, offers and content tailored to their history and context, at any scale.`,
  },
  {
    id: 'costReduction',
    icon: '/images/ai/benefit-cost.svg',
    title: msg`Cost reduction`,
    description: msg`Automating work that used to take hours lowers operating costs and frees budget for what really grows the business.`,
  },
  {
    id: 'productivityBoost',
    icon: '/images/ai/benefit-productivity.svg',
    title: msg`Productivity boost`,
    description: msg`Your team stops copying and searching and spends its time on creative, strategic work, with AI as an everyday assistant.`,
  },
] as const satisfies readonly { id: string; icon: string; title: MessageDescriptor; description: MessageDescriptor }[]
