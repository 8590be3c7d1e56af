import { msg } from '@lingui/core/macro'
import { paths } from './routes'

/** An article as IA Notícia shows it (docs/product/pages.md), with the title and summary its AI wrote. */
export type IaNoticiaArticle = {
  slug: string
  /** The portal's original title. */
  title: string
  /** The portal's original text; paragraphs are separated by a blank line. */
  content: string
  /** Relevance range to the subjects followed, as the product shows it, e.g. "8-10". */
  grauDeRisco: string
  /** Publication date, already written for display. */
  date: string
  img: string
  tags?: readonly string[]
  /** What IA Notícia generated from the article: fixed demo text, not computed on the page. */
  generated: { title: string; summary: string }
}

/**
 * The articles of the IA Notícia demo: one, about a water utility's privatisation.
 * Sample content of a Portuguese-only product demo, standing for an article the product fetched from a portal:
 * it stays in Portuguese and out of the translation catalogs, like a real article body would.
 * State, company and people are deliberately generic, and the page says it is a demonstration.
 */
export const iaNoticiaArticles = [
  {
    slug: 'governo-estadual-publica-cronograma-de-desestatizacao-da-companhia-de-saneamento',
    title: 'Governo estadual publica cronograma de desestatização da companhia de saneamento',
    content: [
      'O governo estadual apresentou nesta semana o cronograma do processo de desestatização da companhia estadual de água e esgoto. A proposta prevê a venda do controle acionário da empresa a um investidor privado por meio de leilão, com a manutenção de uma participação minoritária do Estado e a assinatura de novos contratos de concessão com os municípios atendidos.',
      'Segundo a secretaria responsável pelo projeto, o objetivo é acelerar os investimentos necessários para cumprir as metas de universalização previstas no marco legal do saneamento, que exige a ampliação do abastecimento de água tratada e da coleta e do tratamento de esgoto nos próximos anos. O modelo em estudo inclui compromissos de investimento por região, indicadores de qualidade do serviço e penalidades em caso de descumprimento.',
      'A proposta ainda depende de aprovação da Assembleia Legislativa, onde deve ser debatida em audiências públicas. Parlamentares da base do governo defendem que a entrada de capital privado permitirá levar a rede a áreas hoje desassistidas, enquanto a oposição questiona o impacto da mudança sobre as tarifas e pede garantias de atendimento às famílias de baixa renda.',
      'A agência reguladora estadual informou que a revisão tarifária fará parte do novo contrato e que a tarifa social será mantida para os consumidores inscritos em programas sociais. De acordo com o órgão, os reajustes passarão a seguir regras definidas em contrato, com revisões periódicas e metas de eficiência, como a redução das perdas de água na distribuição.',
      'Representantes dos trabalhadores da companhia manifestaram preocupação com a manutenção dos empregos e dos planos de previdência dos funcionários. O governo afirma que o edital deverá prever um período de estabilidade para o quadro atual e que os direitos adquiridos serão respeitados durante a transição.',
      'Prefeitos das cidades atendidas também acompanham o processo, já que a adesão ao novo modelo depende da renovação dos contratos municipais. Especialistas em infraestrutura avaliam que o resultado da operação dependerá da clareza das regras de regulação, da segurança jurídica oferecida aos investidores e da capacidade do poder público de fiscalizar o cumprimento das metas.',
      'Se o cronograma for mantido, a consulta pública sobre o edital será aberta nos próximos meses. O leilão só deve ocorrer depois da aprovação do projeto de lei e da análise do tribunal de contas do Estado.',
    ].join('\n\n'),
    grauDeRisco: '8-10',
    date: '18 de novembro de 2026',
    img: '/images/ia-noticia/saneamento.svg',
    tags: ['Saneamento', 'Privatização', 'Infraestrutura', 'Política estadual', 'Regulação'],
    generated: {
      title: 'Estado define cronograma para privatizar sua companhia de saneamento; projeto ainda depende da Assembleia',
      summary:
        'O governo estadual divulgou o cronograma para vender em leilão o controle da companhia de água e esgoto, mantendo uma participação minoritária. O objetivo é acelerar os investimentos exigidos pelo marco legal do saneamento. O projeto depende da Assembleia Legislativa, onde a oposição cobra garantias sobre as tarifas. A consulta pública do edital deve ser aberta nos próximos meses.',
    },
  },
] as const satisfies readonly IaNoticiaArticle[]

/** The article with this slug, if IA Notícia has one. */
export function findIaNoticiaArticle(slug: string | undefined): IaNoticiaArticle | undefined {
  return iaNoticiaArticles.find((article) => article.slug === slug)
}

/** The path of an article's detail page after the locale, e.g. `/ia-noticia/{slug}` (Portuguese only). */
export function iaNoticiaArticlePath(slug: string): string {
  return `${paths.iaNoticia}/${slug}`
}

/** An article's paragraphs. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/**
 * The portals the demo monitors, shown as logos on an article. They are invented names, drawn as typographic SVGs;
 * their names are proper nouns and stay as they are in every language.
 */
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
