import { msg } from '@lingui/core/macro'

/** The services Tecto sells, which menus, footer, home and service pages read; each page's text is content/services/{slug}. */
export const services = [
  {
    id: 'web',
    slug: 'plataforma-web',
    title: msg`Web platforms`,
    description: msg`Fast, secure web systems and portals that grow with your business.`,
    img: '/images/services/web.svg',
  },
  {
    id: 'mobile',
    slug: 'aplicativos-mobile',
    title: msg`Mobile apps`,
    description: msg`Native and cross-platform apps for iOS and Android that people enjoy using.`,
    img: '/images/services/mobile.svg',
  },
  {
    id: 'softwareMaintenance',
    slug: 'manutencao-de-software',
    title: msg`Software maintenance`,
    description: msg`We keep your systems up to date, stable and secure, with fixes and continuous improvement.`,
    img: '/images/services/maintenance.svg',
  },
  {
    id: 'outsourcing',
    slug: 'outsourcing',
    title: msg`IT outsourcing`,
    description: msg`Senior developers, designers and QA engineers joining your team in days, not months.`,
    img: '/images/services/outsourcing.svg',
  },
  {
    id: 'apis',
    slug: 'apis',
    title: msg`APIs and integrations`,
    description: msg`Well-documented APIs that connect your systems, partners and payment providers.`,
    img: '/images/services/apis.svg',
  },
  {
    id: 'design',
    slug: 'design',
    title: msg`UI/UX design`,
    description: msg`Research, prototypes and interfaces that turn visitors into loyal customers.`,
    img: '/images/services/design.svg',
  },
  {
    id: 'ai',
    slug: 'inteligencia-artificial',
    title: msg`Artificial intelligence`,
    description: msg`AI agents, automation and data solutions that cut costs and support better decisions.`,
    img: '/images/services/ai.svg',
  },
] as const

export type Service = (typeof services)[number]

export type ServiceId = Service['id']

/** The order of the services carousel: AI first, then these; a service left out comes after them. */
export const carouselServiceOrder = ['ai', 'web', 'mobile', 'design', 'softwareMaintenance', 'outsourcing', 'apis'] as const satisfies readonly ServiceId[]
