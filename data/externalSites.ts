// Sections of Tecto's domain that other systems serve, not this site's build: the product sites and the press
// room. Marketing owns these addresses; the deployment routes them (README, "Deploy"), and the link checker of
// the browser tests leaves them out, as it does any other site.

/** Where Tecto's product sites live: each AI product has its own page under it. */
export const productsBaseUrl = 'https://tecto.com.br/produtos'

/** Tecto's press room, where every republished piece is listed with its source. */
export const pressPageUrl = 'https://tecto.com.br/imprensa'

/** Every such section, for tools that must tell them from this site's own pages. */
export const externalSections = [productsBaseUrl, pressPageUrl] as const
