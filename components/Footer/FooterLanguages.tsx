import { Trans } from '@lingui/react/macro'
import { LanguageList } from '../LanguageMenu/LanguageList'
import * as styles from './Footer.css'

/**
 * The footer's language links, the same page in each language. An island: on the 404 page, which answers every
 * unknown address, the browser points them at the address the visitor typed.
 */
export function FooterLanguages() {
  return (
    <nav aria-labelledby="footer-languages">
      <h2 id="footer-languages" className={styles.heading}>
        <Trans>Language</Trans>
      </h2>
      <LanguageList styles={{ list: styles.list, option: styles.language, flag: styles.flag }} flag={[20, 15]} />
    </nav>
  )
}
