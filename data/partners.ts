import { msg } from '@lingui/core/macro'

// We do not publish client names we cannot show permission for, so this list is the platforms and
// technologies Tecto builds on. Each logo is a plain typographic wordmark drawn in the repo
// (public/images/partners/<id>.svg), not the owner's trademark artwork.

/** The 18 platforms of the home page's logo strip (18 partners), in display order. */
export const partners = [
  {
    id: 'aws',
    name: 'AWS',
    img: '/images/partners/aws.svg',
    alt: msg({ message: 'Amazon Web Services (AWS)', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'google-cloud',
    name: 'Google Cloud',
    img: '/images/partners/google-cloud.svg',
    alt: msg({ message: 'Google Cloud', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'azure',
    name: 'Microsoft Azure',
    img: '/images/partners/azure.svg',
    alt: msg({ message: 'Microsoft Azure', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'meta',
    name: 'Meta',
    img: '/images/partners/meta.svg',
    alt: msg({ message: 'Meta', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'openai',
    name: 'OpenAI',
    img: '/images/partners/openai.svg',
    alt: msg({ message: 'OpenAI', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'stripe',
    name: 'Stripe',
    img: '/images/partners/stripe.svg',
    alt: msg({ message: 'Stripe', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'shopify',
    name: 'Shopify',
    img: '/images/partners/shopify.svg',
    alt: msg({ message: 'Shopify', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    img: '/images/partners/salesforce.svg',
    alt: msg({ message: 'Salesforce', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  { id: 'sap', name: 'SAP', img: '/images/partners/sap.svg', alt: msg({ message: 'SAP', comment: 'Logo alt text: brand name, usually left untranslated' }) },
  {
    id: 'oracle',
    name: 'Oracle',
    img: '/images/partners/oracle.svg',
    alt: msg({ message: 'Oracle', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'vercel',
    name: 'Vercel',
    img: '/images/partners/vercel.svg',
    alt: msg({ message: 'Vercel', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'cloudflare',
    name: 'Cloudflare',
    img: '/images/partners/cloudflare.svg',
    alt: msg({ message: 'Cloudflare', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'mongodb',
    name: 'MongoDB',
    img: '/images/partners/mongodb.svg',
    alt: msg({ message: 'MongoDB', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'postgresql',
    name: 'PostgreSQL',
    img: '/images/partners/postgresql.svg',
    alt: msg({ message: 'PostgreSQL', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'github',
    name: 'GitHub',
    img: '/images/partners/github.svg',
    alt: msg({ message: 'GitHub', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'docker',
    name: 'Docker',
    img: '/images/partners/docker.svg',
    alt: msg({ message: 'Docker', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'kubernetes',
    name: 'Kubernetes',
    img: '/images/partners/kubernetes.svg',
    alt: msg({ message: 'Kubernetes', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'figma',
    name: 'Figma',
    img: '/images/partners/figma.svg',
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
    img: '/images/partners/official-meta.svg',
    alt: msg({ message: 'Meta', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
  {
    id: 'google',
    name: 'Google',
    img: '/images/partners/official-google.svg',
    alt: msg({ message: 'Google', comment: 'Logo alt text: brand name, usually left untranslated' }),
  },
] as const

/** The size of the official partners' wordmarks (their viewBox). */
export const officialPartnerLogoSize = { width: 120, height: 40 } as const
