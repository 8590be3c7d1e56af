import { msg } from '@lingui/core/macro'

/** The portals the demo monitors: invented names, drawn as typographic SVGs, proper nouns in every language. */
export const iaNoticiaSources = [
  { id: 'portal-diario', name: 'Portal Diário', logo: '/images/ia-noticia/portal-diario.svg' },
  { id: 'panorama-online', name: 'Panorama Online', logo: '/images/ia-noticia/panorama-online.svg' },
  { id: 'boletim-economico', name: 'Boletim Econômico', logo: '/images/ia-noticia/boletim-economico.svg' },
  { id: 'agencia-horizonte', name: 'Agência Horizonte', logo: '/images/ia-noticia/agencia-horizonte.svg' },
] as const

/** The four "Mundo" topic tiles of the list page (docs/product/pages.md), each with the area of world news it follows. */
export const iaNoticiaTopics = [
  { id: 'economy', subtitle: msg({ message: 'Global economy and markets', comment: 'IA Notícia topic tile under the label "Mundo"' }) },
  { id: 'climate', subtitle: msg({ message: 'Climate, energy and the environment', comment: 'IA Notícia topic tile under the label "Mundo"' }) },
  { id: 'technology', subtitle: msg({ message: 'Science and technology', comment: 'IA Notícia topic tile under the label "Mundo"' }) },
  { id: 'diplomacy', subtitle: msg({ message: 'Diplomacy and international trade', comment: 'IA Notícia topic tile under the label "Mundo"' }) },
] as const
