import { Trans } from '@lingui/react/macro'
import { paths } from '../../data/routes'
import { ButtonLink } from '../Button/Button'
import * as styles from './AltHeader.css'

/**
 * The alternative header's call to action, to the contact page in the page's language. Where the bar
 * is tight (from sm to md, beside the four links and the language menu) it shows a speech bubble (drawn
 * in CSS, AltHeader.css.ts, so it costs the page no script) and keeps its words for screen readers, so
 * the link's name stays the same at every width.
 */
export function HeaderContactButton() {
  return (
    <ButtonLink href={paths.contact} className={styles.contact}>
      <span className={styles.contactText}>
        <Trans
          context="header button"
          comment="Button in the header of the home, about, news and AI pages, leading to the contact page; keep it short (it sits beside the logo on a 360 px phone)"
        >
          Contact us
        </Trans>
      </span>
    </ButtonLink>
  )
}
