import { useId } from 'react'
import * as styles from './Logo.css'

/** Tecto's wordmark: a gradient "t" tile and the name. Drawn inline so it never waits for a download. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  // Header and footer both draw the logo: each copy needs its own gradient id.
  const gradientId = `tecto-logo-${useId().replace(/:/g, '')}`
  return (
    <svg className={styles.root} viewBox="0 0 132 36" width="132" height="36" role="img" aria-label="Tecto">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2447d8" />
          <stop offset="1" stopColor="#7a3ee0" />
        </linearGradient>
      </defs>
      <rect width="36" height="36" rx="9" fill={`url(#${gradientId})`} />
      <path d="M11 11h14v4h-5v12h-4V15h-5z" fill="#fff" />
      <text x="46" y="27" fontFamily="Sora, Arial, sans-serif" fontWeight="700" fontSize="24" fill={tone === 'light' ? '#ffffff' : '#0b1533'}>
        tecto
      </text>
    </svg>
  )
}
