// Platforms and technologies Tecto builds on (no client names without permission), as wordmarks drawn in the repo
// (assets/partners/<id>.svg). Names are proper nouns, the same in every language: a logo is named by its `alt`, else its name.

/** The 18 platforms of the home page's logo strip, in display order. */
export const partners = [
  { id: 'aws', name: 'AWS', alt: 'Amazon Web Services (AWS)' },
  { id: 'google-cloud', name: 'Google Cloud' },
  { id: 'azure', name: 'Microsoft Azure' },
  { id: 'meta', name: 'Meta' },
  { id: 'openai', name: 'OpenAI' },
  { id: 'stripe', name: 'Stripe' },
  { id: 'shopify', name: 'Shopify' },
  { id: 'salesforce', name: 'Salesforce' },
  { id: 'sap', name: 'SAP' },
  { id: 'oracle', name: 'Oracle' },
  { id: 'vercel', name: 'Vercel' },
  { id: 'cloudflare', name: 'Cloudflare' },
  { id: 'mongodb', name: 'MongoDB' },
  { id: 'postgresql', name: 'PostgreSQL' },
  { id: 'github', name: 'GitHub' },
  { id: 'docker', name: 'Docker' },
  { id: 'kubernetes', name: 'Kubernetes' },
  { id: 'figma', name: 'Figma' },
] as const

/** The size every wordmark is drawn at (its viewBox), so the strip reserves its space before the images load. */
export const partnerLogoSize = { width: 160, height: 48 } as const

/** The hero's "official partners", as white wordmarks: marketing keeps this list to partnerships Tecto holds. */
export const officialPartners = [
  { id: 'meta', name: 'Meta', logo: 'official-meta' },
  { id: 'google', name: 'Google', logo: 'official-google' },
] as const

export const officialPartnerLogoSize = { width: 120, height: 40 } as const
