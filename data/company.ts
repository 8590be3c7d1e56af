import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// Marketing owns every value in this file: Tecto's public channels. Change them here only;
// the footer and any other "follow us" block read them from this list.

/** Tecto's WhatsApp Business number, in international format without `+` or spaces (wa.me needs it so). */
export const whatsappNumber = '5511940000000'

/** Tecto's social channels, in the footer's order; `label` is the link's accessible name. */
export const socialLinks = [
  { id: 'facebook', href: 'https://www.facebook.com/tectobr', label: msg`Tecto on Facebook` },
  { id: 'instagram', href: 'https://www.instagram.com/tectobr', label: msg`Tecto on Instagram` },
  { id: 'whatsapp', href: `https://wa.me/${whatsappNumber}`, label: msg`Chat with Tecto on WhatsApp` },
  { id: 'youtube', href: 'https://www.youtube.com/@tectobr', label: msg`Tecto on YouTube` },
  { id: 'x', href: 'https://x.com/tectobr', label: msg({ message: 'Tecto on X', comment: 'X is the social network formerly called Twitter' }) },
] as const satisfies readonly { id: string; href: `https://${string}`; label: MessageDescriptor }[]

/** A social network Tecto is on, e.g. `instagram`. */
export type SocialNetwork = (typeof socialLinks)[number]['id']

/** The year of the footer's copyright line (SPEC §9). */
export const copyrightYear = 2024
