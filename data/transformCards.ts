import { msg } from '@lingui/core/macro'
import { matchBusinessDays, networkSize } from './claims'
import { paths } from './routes'

/** The home page's three "transform your business" cards (docs/product/pages.md), each leading to the page that answers it. */
export const transformCards = [
  {
    id: 'ai',
    title: msg`Create an AI for your business`,
    description: msg`Agents that answer customers, qualify leads and take repetitive work off your team, trained on your own data.`,
    href: paths.ai,
    icon: 'transform-ai',
  },
  {
    id: 'app',
    title: msg`Build an app`,
    description: msg`From idea to the app stores: our software factory designs, builds and launches your web platform or mobile app.`,
    href: paths.softwareFactory,
    icon: 'transform-app',
  },
  {
    id: 'talent',
    title: msg`Hire tech professionals`,
    description: {
      ...msg({
        message:
          'Senior developers, designers and QA engineers from a network of over {networkSize, number} people, matched in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}}.',
      }),
      values: { networkSize, matchBusinessDays },
    },
    href: paths.hire,
    icon: 'transform-talent',
  },
] as const
