import type { ReactNode } from 'react'
import type { SocialChannel } from '../../data/company'

// Simple hand-drawn 24×24 marks in the current text colour; the link around each icon carries its name.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

/** One inline SVG icon per channel: each network the footer recognises, WhatsApp, and a link for any other site. */
export const socialIcons = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" {...stroke} />
      <circle cx="8" cy="7.9" r="1.2" fill="currentColor" />
      <path d="M8 11v5.8M12 16.8V11m0 2.9c0-1.7 1.1-2.9 2.5-2.9s2.5 1.1 2.5 2.9v2.9" {...stroke} />
    </>
  ),
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" {...stroke} />
      <path d="M15.5 7.5h-1.8a2.2 2.2 0 0 0-2.2 2.2V21M9 12.5h6" {...stroke} />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5.5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M12 3.2a8.8 8.8 0 0 0-7.6 13.3L3.2 20.8l4.4-1.2A8.8 8.8 0 1 0 12 3.2z" {...stroke} />
      <path
        d="M9.2 7.6c-.5 0-1.4.6-1.4 1.8 0 2.6 3.9 6.8 6.9 6.8 1.2 0 1.8-.9 1.8-1.4 0-.3-.1-.4-.4-.6l-1.6-.8c-.3-.1-.5 0-.6.2l-.6.8c-.1.2-.3.2-.5.1a5.6 5.6 0 0 1-2.6-2.5c-.1-.2 0-.4.1-.5l.6-.7c.2-.2.2-.4.1-.6l-.7-1.7c-.1-.4-.3-.5-.6-.5z"
        fill="currentColor"
      />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      fill="currentColor"
      d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zm3.5 3.8v6.4l5.5-3.2z"
    />
  ),
  x: (
    <>
      <path d="M3.5 3.5h5l12 17h-5z" {...stroke} />
      <path d="M20 3.5l-6.6 7.3M10.6 13.3L4 20.5" {...stroke} />
    </>
  ),
  tiktok: (
    <>
      <path d="M13.6 3v12a4.2 4.2 0 1 1-4.2-4.2" {...stroke} />
      <path d="M13.6 3a5.4 5.4 0 0 0 5.4 5.4" {...stroke} />
    </>
  ),
  github: (
    <>
      <path
        d="M8.8 18.6c-3-.7-4.8-2.8-4.8-6 0-1.4.5-2.6 1.3-3.5-.2-1-.1-2.1.3-3.2 1.2 0 2.3.6 3.2 1.4a9.4 9.4 0 0 1 6.4 0c.9-.8 2-1.4 3.2-1.4.4 1.1.5 2.2.3 3.2.8.9 1.3 2.1 1.3 3.5 0 3.2-1.8 5.3-4.8 6"
        {...stroke}
      />
      <path d="M9.6 21v-2a2.6 2.6 0 0 1 .7-1.9M14.4 21v-2a2.6 2.6 0 0 0-.7-1.9M9.6 19.4c-2.4.5-3.2-.6-4-2" {...stroke} />
    </>
  ),
  link: (
    <>
      <path d="M10.2 13.8a3.9 3.9 0 0 0 5.6 0l3-3a3.9 3.9 0 0 0-5.6-5.6l-1 1" {...stroke} />
      <path d="M13.8 10.2a3.9 3.9 0 0 0-5.6 0l-3 3a3.9 3.9 0 0 0 5.6 5.6l1-1" {...stroke} />
    </>
  ),
} as const satisfies Record<SocialChannel, ReactNode>
