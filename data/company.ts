import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { companyFacts } from './companyFacts'

// Tecto's public channels as the footer and the structured data show them. Their addresses are company facts
// (data/companyFacts.ts): a channel whose address is not supplied yet is left out.

/** The WhatsApp chat address, once the company has supplied its number. */
export function whatsappHref(): `https://${string}` | undefined {
  return companyFacts.whatsappNumber ? `https://wa.me/${companyFacts.whatsappNumber}` : undefined
}

/** Every channel in the footer's order; `label` is the link's accessible name. */
const channels = [
  { id: 'facebook', href: () => companyFacts.socialProfiles.facebook, label: msg`Tecto on Facebook` },
  { id: 'instagram', href: () => companyFacts.socialProfiles.instagram, label: msg`Tecto on Instagram` },
  { id: 'whatsapp', href: whatsappHref, label: msg`Chat with Tecto on WhatsApp` },
  { id: 'youtube', href: () => companyFacts.socialProfiles.youtube, label: msg`Tecto on YouTube` },
  { id: 'x', href: () => companyFacts.socialProfiles.x, label: msg({ message: 'Tecto on X', comment: 'X is the social network formerly called Twitter' }) },
] as const satisfies readonly { id: string; href: () => `https://${string}` | undefined; label: MessageDescriptor }[]

/** A channel Tecto is on, e.g. `instagram`. */
export type SocialChannel = (typeof channels)[number]['id']

/** A channel with the address the company supplied. */
export type SocialLink = { id: SocialChannel; href: `https://${string}`; label: MessageDescriptor }

/** The channels whose address the company has supplied, in the footer's order. */
export function socialLinks(): SocialLink[] {
  return channels.flatMap(({ id, href, label }) => {
    const address = href()
    return address ? [{ id, href: address, label }] : []
  })
}

/** The year of the footer's copyright line, fixed by the company (docs/product/rules.md). */
export const copyrightYear = 2024

/** The company's legal identity for the footer, as far as it is supplied: name, CNPJ and address. */
export function legalIdentity(): string {
  return [companyFacts.legalName, companyFacts.cnpj && `CNPJ ${companyFacts.cnpj}`, companyFacts.address].filter(Boolean).join(' · ')
}
