import { msg } from '@lingui/core/macro'

/** The services Tecto sells, which menus, footer, home and service pages read; each page's text is content/services/{slug}. */
export const services = [
  {
    id: 'web',
    slug: 'plataforma-web',
    title: msg({ message: 'Web platforms', comment: 'Name of a service: menus, footer, home page cards, carousel' }),
    description: msg({
      message: 'Fast, secure web systems and portals that grow with your business.',
      comment: 'A service in one sentence, under its name: home page cards and carousel',
    }),
    img: '/images/services/web.svg',
  },
  {
    id: 'mobile',
    slug: 'aplicativos-mobile',
    title: msg({ message: 'Mobile apps', comment: 'Name of a service: menus, footer, home page cards, carousel' }),
    description: msg({
      message: 'Native and cross-platform apps for iOS and Android that people enjoy using.',
      comment: 'A service in one sentence, under its name: home page cards and carousel',
    }),
    img: '/images/services/mobile.svg',
  },
  {
    id: 'softwareMaintenance',
    slug: 'manutencao-de-software',
    title: msg({ message: 'Software maintenance', comment: 'Name of a service: menus, footer, home page cards, carousel' }),
    description: msg({
      message: 'We keep your systems up to date, stable and secure, with fixes and continuous improvement.',
      comment: 'A service in one sentence, under its name: home page cards and carousel',
    }),
    img: '/images/services/maintenance.svg',
  },
  {
    id: 'outsourcing',
    slug: 'outsourcing',
    title: msg({ message: 'IT outsourcing', comment: 'Name of a service: menus, footer, home page cards, carousel' }),
    description: msg({
      message: 'Senior developers, designers and QA engineers joining your team in days, not months.',
      comment: 'A service in one sentence, under its name: home page cards and carousel',
    }),
    img: '/images/services/outsourcing.svg',
  },
  {
    id: 'apis',
    slug: 'apis',
    title: msg({ message: 'APIs and integrations', comment: 'Name of a service: menus, footer, home page cards, carousel' }),
    description: msg({
      message: 'Well-documented APIs that connect your systems, partners and payment providers.',
      comment: 'A service in one sentence, under its name: home page cards and carousel',
    }),
    img: '/images/services/apis.svg',
  },
  {
    id: 'design',
    slug: 'design',
    title: msg({ message: 'UI/UX design', comment: 'Name of a service: menus, footer, home page cards, carousel' }),
    description: msg({
      message: 'Research, prototypes and interfaces that turn visitors into loyal customers.',
      comment: 'A service in one sentence, under its name: home page cards and carousel',
    }),
    img: '/images/services/design.svg',
  },
  {
    id: 'ai',
    slug: 'inteligencia-artificial',
    title: msg({ message: 'Artificial intelligence', comment: 'Name of a service: menus, footer, home page cards, carousel' }),
    description: msg({
      message: 'AI agents, automation and data solutions that cut costs and support better decisions.',
      comment: 'A service in one sentence, under its name: home page cards and carousel',
    }),
    img: '/images/services/ai.svg',
  },
] as const

export type Service = (typeof services)[number]

export type ServiceId = Service['id']

/** The order of the services carousel: AI first, then these; a service left out comes after them. */
export const carouselServiceOrder = ['ai', 'web', 'mobile', 'design', 'softwareMaintenance', 'outsourcing', 'apis'] as const satisfies readonly ServiceId[]
