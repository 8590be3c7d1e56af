import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { socialLinks } from '../../data/company'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import { SocialIcon } from './SocialIcon'
import * as styles from './Footer.css'

/** Tecto's social channels as icon links, named for screen readers, each in a new tab; none, no list. */
export function SocialLinks() {
  const { _ } = useLingui()
  const links = socialLinks()
  if (links.length === 0) return null
  return (
    <ul className={styles.social}>
      {links.map((link) => (
        <li key={link.id}>
          <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
            <SocialIcon channel={link.id} />
            <span className={visuallyHidden}>
              {_(link.label)} <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
