import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { companyFacts } from './companyFacts'
import { networkOf, siteName, type SocialNetwork } from './socialNetworks'

// Tecto's public channels in the footer: a channel whose address the company has not supplied (data/companyFacts.ts) is left out.

/** The WhatsApp chat address, once the company has supplied its number. */
export function whatsappHref(): `https://${string}` | undefined {
  return companyFacts.whatsappNumber ? `https://wa.me/${companyFacts.whatsappNumber}` : undefined
}

/** A channel of the footer's row: a network it recognises, the WhatsApp chat, or a profile on any other site (`link`). */
export type SocialChannel = SocialNetwork | 'whatsapp' | 'link'

/** A channel with the address the company supplied; `label` is the link's accessible name. */
export type SocialLink = { id: SocialChannel; href: `https://${string}`; label: MessageDescriptor }

/** A social profile's link: its network's icon and name, or on a site the footer does not know, that site's name. */
function profileLink(href: `https://${string}`): SocialLink {
  const network = networkOf(href)
  if (network) return { id: network.id, href, label: network.label }
  const host = siteName(href)
  return {
    id: 'link',
    href,
    label: msg({ message: `Tecto on ${host}`, comment: 'Footer link to a Tecto profile on a site named by its address, e.g. medium.com' }),
  }
}

/** The social profiles the company supplied, in its order, then the WhatsApp chat: the footer's row. */
export function socialLinks(): SocialLink[] {
  const whatsapp = whatsappHref()
  return [
    ...companyFacts.socialProfiles.map(profileLink),
    ...(whatsapp ? [{ id: 'whatsapp', href: whatsapp, label: msg`Chat with Tecto on WhatsApp` } as const] : []),
  ]
}

/** The copyright year: the build's (docs/product/rules.md), read once by the prerender, so every page agrees. */
export const copyrightYear = new Date().getFullYear()

/** The company's legal identity for the footer, as far as it is supplied: name, CNPJ and address. */
export function legalIdentity(): string {
  return [companyFacts.legalName, companyFacts.cnpj && `CNPJ ${companyFacts.cnpj}`, companyFacts.address].filter(Boolean).join(' · ')
}
