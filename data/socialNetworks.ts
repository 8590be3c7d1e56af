import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The networks the footer recognises from a profile's hosts (subdomains too), with its link's accessible name; others get a generic icon (components/Footer/SocialIcon.tsx). */
export const socialNetworks = [
  { id: 'linkedin', hosts: ['linkedin.com'], label: msg`Tecto on LinkedIn` },
  { id: 'instagram', hosts: ['instagram.com'], label: msg`Tecto on Instagram` },
  { id: 'facebook', hosts: ['facebook.com', 'fb.com'], label: msg`Tecto on Facebook` },
  { id: 'youtube', hosts: ['youtube.com', 'youtu.be'], label: msg`Tecto on YouTube` },
  { id: 'x', hosts: ['x.com', 'twitter.com'], label: msg({ message: 'Tecto on X', comment: 'X is the social network formerly called Twitter' }) },
  { id: 'tiktok', hosts: ['tiktok.com'], label: msg`Tecto on TikTok` },
  { id: 'github', hosts: ['github.com'], label: msg`Tecto on GitHub` },
] as const satisfies readonly { id: string; hosts: readonly string[]; label: MessageDescriptor }[]

export type SocialNetwork = (typeof socialNetworks)[number]['id']

/** An address's host as a visitor would name the site: lower case, without `www.`, e.g. `medium.com`. */
export function siteName(address: string): string {
  return new URL(address).hostname.toLowerCase().replace(/^www\./, '')
}

/** The network a profile's address belongs to, recognised from its host; undefined for any other site. */
export function networkOf(address: string): (typeof socialNetworks)[number] | undefined {
  const host = siteName(address)
  return socialNetworks.find(({ hosts }) => hosts.some((known) => host === known || host.endsWith(`.${known}`)))
}
