import { Trans } from '@lingui/react/macro'
import { LanguageList } from '../LanguageMenu/LanguageList'
import * as styles from './Footer.css'

/** The footer's links to this page in each language; an island on the 404 page, which follows the address typed. */
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
