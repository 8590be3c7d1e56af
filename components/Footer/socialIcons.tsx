import type { ReactNode } from 'react'
import type { SocialChannel } from '../../data/company'

// Simple hand-drawn 24×24 marks in the current text colour; the link around each icon carries its name.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

/** One inline SVG icon per social network. */
export const socialIcons = {
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
} as const satisfies Record<SocialChannel, ReactNode>
