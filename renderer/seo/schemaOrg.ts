// Builders of the schema.org objects pages publish as JSON-LD (https://developers.google.com/search/docs/appearance/structured-data).
import { companyFacts } from '../../data/companyFacts'
import { socialImage } from '../../data/socialImage'

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown }

export type Crumb = { name: string; url: string }

/** Tecto as a publisher or provider: name, address and logo, so each object stands on its own. */
export function tectoRef(origin: string) {
  return { '@type': 'Organization', name: 'Tecto', url: origin, logo: `${origin}${socialImage.logoPath}` }
}

/** Tecto itself, for the home pages: who it is, what it does and where else it speaks. */
export function organization(origin: string, description: string): JsonLd {
  return {
    ...tectoRef(origin),
    '@id': `${origin}/#organization`,
    description,
    areaServed: 'BR',
    // Only what the company has supplied (data/companyFacts.ts).
    ...(companyFacts.legalName && { legalName: companyFacts.legalName }),
    ...(companyFacts.socialProfiles.length > 0 && { sameAs: [...companyFacts.socialProfiles] }),
  }
}

/** A trail such as Home › News › Article, the last step being the page itself. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}

/** A `<script type="application/ld+json">` body: `<` escaped so no text can close the script element. */
export function jsonLdScript(objects: readonly JsonLd[]): string {
  const graph = objects.length === 1 ? { '@context': 'https://schema.org', ...objects[0] } : { '@context': 'https://schema.org', '@graph': objects }
  return JSON.stringify(graph).replace(/</g, '\\u003c')
}
