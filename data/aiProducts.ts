import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { companyFacts } from './companyFacts'
import { paths } from './routes'

/** The card images' size; every file in public/images/ai-products is drawn at it. */
export const productImageSize = { width: 480, height: 300 } as const

/** Tecto's five AI products, in the order the AI products page shows them. */
export const aiProducts = [
  {
    id: 'seller',
    category: msg({ message: 'AI sales agent', comment: 'Kind of product, shown above the product name on its card' }),
    title: msg({ message: 'Tecto Seller', comment: 'Product name: keep "Tecto"; translate "Seller" only if marketing wants a local name' }),
    description: msg`A sales agent that answers your leads on WhatsApp, Instagram and your website around the clock. It learns your catalog and prices, qualifies each contact, recommends the right offer and books the meeting, then hands the conversation to your team with the full history.`,
    img: '/images/ai-products/seller.svg',
  },
  {
    id: 'manager',
    category: msg({ message: 'AI management assistant', comment: 'Kind of product, shown above the product name on its card' }),
    title: msg({ message: 'Tecto Manager', comment: 'Product name: keep "Tecto"; translate "Manager" only if marketing wants a local name' }),
    description: msg`An assistant for managers that connects to your ERP, CRM and spreadsheets. Ask it about sales, cash flow or stock in plain language, get a morning briefing with the numbers that matter, and be alerted when a goal slips or something looks out of the ordinary.`,
    img: '/images/ai-products/manager.svg',
  },
  {
    id: 'iaNoticia',
    category: msg({ message: 'AI news curation', comment: 'Kind of product, shown above the product name on its card' }),
    title: msg({ message: 'IA Notícia', comment: 'Product name, a Portuguese brand: keep it as it is in every language' }),
    description: msg`Monitors the trusted news portals you choose, follows any niche subject and curates what matters on its own, in real time. Every article comes with a relevance score and a clear summary, so your team reads less and knows more.`,
    // Our own demo, in Portuguese only (docs/product/routes.md), so this one stays on the site.
    img: '/images/ai-products/ia-noticia.svg',
    href: paths.iaNoticia,
  },
  {
    id: 'kids',
    category: msg({ message: 'Educational assistant for children', comment: 'Kind of product, shown above the product name on its card' }),
    title: msg({ message: 'Tecto Kids', comment: 'Product name: keep "Tecto"; translate "Kids" only if marketing wants a local name' }),
    description: msg`A patient study companion for children from 6 to 12. It explains homework step by step instead of handing out answers, practices reading and math through games, and keeps every conversation safe and age-appropriate, with a weekly progress report for parents.`,
    img: '/images/ai-products/kids.svg',
  },
  {
    id: 'rent',
    category: msg({ message: 'Rental management', comment: 'Kind of product, shown above the product name on its card' }),
    title: msg({ message: 'Tecto Rent', comment: 'Product name: keep "Tecto"; translate "Rent" only if marketing wants a local name' }),
    description: msg`Rental management for landlords and property managers: contracts, rent collection by Pix and bank slip, automatic reminders, maintenance requests and owner statements in one place, with an AI assistant that answers tenants' questions at any hour.`,
    img: '/images/ai-products/rent.svg',
  },
] as const satisfies readonly {
  id: string
  category: MessageDescriptor
  title: MessageDescriptor
  description: MessageDescriptor
  img: `/images/ai-products/${string}.svg`
  /** IA Notícia lives on this site; the others have sites of their own once supplied (productHref). */
  href?: `/${string}`
}[]

export type AiProduct = (typeof aiProducts)[number]

/** The product's page: IA Notícia's here, or its own site once supplied (data/companyFacts.ts); else none. */
export function productHref(product: AiProduct): string | undefined {
  if ('href' in product) return product.href
  return companyFacts.productSites[product.id]
}
