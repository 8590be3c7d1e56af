import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import * as styles from './ExternalLink.css'
import { classNames } from '../classNames/classNames'

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }

/** A link that opens in a new tab (`noopener noreferrer`: the other page cannot reach ours), saying so with an arrow and in words. */
export function ExternalLink({ children, className, ...props }: ExternalLinkProps) {
  return (
    <a {...props} className={classNames(styles.root, className)} target="_blank" rel="noopener noreferrer">
      {children}
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={visuallyHidden}>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}
