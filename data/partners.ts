import { msg } from '@lingui/core/macro'

// We do not publish client names we cannot show permission for, so this list is the platforms and
// technologies Tecto builds on. Each logo is a plain typographic wordmark drawn in the repo
// (assets/partners/<id>.svg, drawn inline in the page), not the owner's trademark artwork.

/** The 18 platforms of the home page's logo strip (18 partners), in display order. */
export const partners = [
  {
    id: 'aws',
    name: 'AWS',
    alt: msg({ message: 'Amazon Web Services (AWS)', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'google-cloud',
    name: 'Google Cloud',
    alt: msg({ message: 'Google Cloud', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'azure',
    name: 'Microsoft Azure',
    alt: msg({ message: 'Microsoft Azure', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'meta',
    name: 'Meta',
    alt: msg({ message: 'Meta', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'openai',
    name: 'OpenAI',
    alt: msg({ message: 'OpenAI', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'stripe',
    name: 'Stripe',
    alt: msg({ message: 'Stripe', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'shopify',
    name: 'Shopify',
    alt: msg({ message: 'Shopify', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    alt: msg({ message: 'Salesforce', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  { id: 'sap', name: 'SAP', logo: 'sap', alt: msg({ message: 'SAP', comment: 'Logo alt text: brand name, usually left untranslated' }) },
  {
    id: 'oracle',
    name: 'Oracle',
    alt: msg({ message: 'Oracle', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'vercel',
    name: 'Vercel',
    alt: msg({ message: 'Vercel', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'cloudflare',
    name: 'Cloudflare',
    alt: msg({ message: 'Cloudflare', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'mongodb',
    name: 'MongoDB',
    alt: msg({ message: 'MongoDB', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'postgresql',
    name: 'PostgreSQL',
    alt: msg({ message: 'PostgreSQL', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'github',
    name: 'GitHub',
    alt: msg({ message: 'GitHub', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'docker',
    name: 'Docker',
    alt: msg({ message: 'Docker', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'kubernetes',
    name: 'Kubernetes',
    alt: msg({ message: 'Kubernetes', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'figma',
    name: 'Figma',
    alt: msg({ message: 'Figma', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
] as const

/** A platform of the logo strip. */
export type Partner = (typeof partners)[number]

/** The size every wordmark is drawn at (its viewBox), so the strip reserves its space before the images load. */
export const partnerLogoSize = { width: 160, height: 48 } as const

/**
 * The hero's "official partners" (a social-media platform company and a search company),
 * drawn as white wordmarks for the dark hero. Marketing must keep this list to partnerships Tecto holds.
 */
export const officialPartners = [
  {
    id: 'meta',
    name: 'Meta',
    logo: 'official-meta',
    alt: msg({ message: 'Meta', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'google',
    name: 'Google',
    logo: 'official-google',
    alt: msg({ message: 'Google', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
] as const

/** The size of the official partners' wordmarks (their viewBox). */
export const officialPartnerLogoSize = { width: 120, height: 40 } as const
