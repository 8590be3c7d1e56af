import type { Locale } from './locales'

// The facts only the company supplies; undefined until then, as the site never makes one up. `npm run content:check` lists what is missing.

/** The news page's videos, in the carousel's order (data/videos.ts holds their titles and texts). */
export const videoSlots = ['ai-agents', 'software-factory', 'tech-talent'] as const
export type VideoSlot = (typeof videoSlots)[number]

/** The AI products that have a site of their own (IA Notícia lives on this site). */
export const productSites = ['seller', 'manager', 'kids', 'rent'] as const
export type ProductSite = (typeof productSites)[number]

type Https = `https://${string}`

/** The executive roles the about and software-factory pages present (data/executives.ts says what each one does). */
export const executiveRoles = ['ceo', 'cto'] as const
export type ExecutiveRole = (typeof executiveRoles)[number]

/** A text the company writes in each of the site's languages. */
export type LocalizedText = Readonly<Record<Locale, string>>

/** The person who holds an executive role, as the company presents them. */
export type ExecutiveFacts = {
  /** Their full name, e.g. `Maria Silva`. */
  name: string
  /** A square photo or drawing under public/, e.g. `/images/team/maria-silva.jpg`, shown 120 px wide; none, no picture. */
  portrait?: `/${string}`
  /** What they do and have done, in two or three sentences per language; without it the role's own text shows. */
  bio?: LocalizedText
}

/** A quote someone gave the company leave to publish: their words, their name and their role (e.g. `CTO, Acme`). */
export type Testimonial = { quote: LocalizedText; name: string; role: LocalizedText }

export type CompanyFacts = {
  /** The company's registered name (razão social), e.g. `Tecto Tecnologia Ltda.`: the footer's copyright line. */
  legalName?: string
  /** The company's CNPJ, `NN.NNN.NNN/NNNN-NN`: the footer. */
  cnpj?: string
  /** The registered address on one line, e.g. `Av. Paulista, 1000, São Paulo – SP, 01310-100`: the footer. */
  address?: string
  /** The public e-mail address, e.g. `contato@tecto.com.br`: the contact page, and the forms' alert after a failed send. */
  contactEmail?: string
  /** The WhatsApp Business number with country code, digits only (wa.me needs it so), e.g. `5511987654321`. */
  whatsappNumber?: string
  /** Each social profile's https address, in the footer's order; the footer recognises the network (data/socialNetworks.ts). */
  socialProfiles: readonly Https[]
  /** The 11-character id in each video's YouTube address; a video without one shows no player. */
  videoIds: Partial<Record<VideoSlot, string>>
  /** The site of each AI product; a product without one shows no "visit" link. */
  productSites: Partial<Record<ProductSite, Https>>
  /** A third party's LGPD certificate under public/, e.g. `/certificados/lgpd.pdf`; else the footer shows Tecto's declaration. */
  lgpdCertificate?: `/${string}`
  /** The data protection officer's mailbox (LGPD art. 41) for the privacy policy; else it points to the contact form. */
  privacyEmail?: string
  /** Who holds each executive role; a role without a person shows what it does, with no name, picture or quote. */
  executives: Partial<Record<ExecutiveRole, ExecutiveFacts>>
  /** The hire page's testimonial, from a client or from Tecto's leadership; without one the page shows no quote. */
  hireTestimonial?: Testimonial
}

export const companyFacts: CompanyFacts = {
  socialProfiles: [],
  videoIds: {},
  productSites: {},
  executives: {},
}
