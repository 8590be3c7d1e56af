import { msg } from '@lingui/core/macro'

/** The seven services Tecto sells; menus, footer, home cards, the carousel and service pages all read this list. */
export const services = [
  {
    id: 'web',
    slug: 'plataforma-web',
    title: msg({ id: 'services.web.title', message: 'Web platforms' }),
    description: msg({
      id: 'services.web.description',
      message: 'Fast, secure web systems and portals that grow with your business.',
    }),
    img: '/images/services/web.svg',
  },
  {
    id: 'mobile',
    slug: 'aplicativos-mobile',
    title: msg({ id: 'services.mobile.title', message: 'Mobile apps' }),
    description: msg({
      id: 'services.mobile.description',
      message: 'Native and cross-platform apps for iOS and Android that people enjoy using.',
    }),
    img: '/images/services/mobile.svg',
  },
  {
    id: 'softwareMaintenance',
    slug: 'manutencao-de-software',
    title: msg({ id: 'services.softwareMaintenance.title', message: 'Software maintenance' }),
    description: msg({
      id: 'services.softwareMaintenance.description',
      message: 'We keep your systems up to date, stable and secure, with fixes and continuous improvement.',
    }),
    img: '/images/services/maintenance.svg',
  },
  {
    id: 'outsourcing',
    slug: 'outsourcing',
    title: msg({ id: 'services.outsourcing.title', message: 'IT outsourcing' }),
    description: msg({
      id: 'services.outsourcing.description',
      message: 'Senior developers, designers and QA engineers joining your team in days, not months.',
    }),
    img: '/images/services/outsourcing.svg',
  },
  {
    id: 'apis',
    slug: 'apis',
    title: msg({ id: 'services.apis.title', message: 'APIs and integrations' }),
    description: msg({
      id: 'services.apis.description',
      message: 'Well-documented APIs that connect your systems, partners and payment providers.',
    }),
    img: '/images/services/apis.svg',
  },
  {
    id: 'design',
    slug: 'design',
    title: msg({ id: 'services.design.title', message: 'UI/UX design' }),
    description: msg({
      id: 'services.design.description',
      message: 'Research, prototypes and interfaces that turn visitors into loyal customers.',
    }),
    img: '/images/services/design.svg',
  },
  {
    id: 'ai',
    slug: 'inteligencia-artificial',
    title: msg({ id: 'services.ai.title', message: 'Artificial intelligence' }),
    description: msg({
      id: 'services.ai.description',
      message: 'AI agents, automation and data solutions that cut costs and support better decisions.',
    }),
    img: '/images/services/ai.svg',
  },
] as const

/** A service entry. */
export type Service = (typeof services)[number]

/** A service id, e.g. `softwareMaintenance`. */
export type ServiceId = Service['id']

/** The order of the spec's services carousel: AI first, then the rest. */
export const carouselServiceOrder = [
  'ai', 'web', 'mobile', 'design', 'softwareMaintenance', 'outsourcing', 'apis',
] as const satisfies readonly ServiceId[]
