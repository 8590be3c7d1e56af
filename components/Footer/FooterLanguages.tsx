import { Trans } from '@lingui/react/macro'
import { useLanguageLinks } from '../LanguageSwitcher/useLanguageLinks'
import { Flag } from '../Flag/Flag'
import * as styles from './Footer.css'

/**
 * The footer's language links, the same page in each language. An island: on the 404 page, which answers every
 * unknown address, the browser points them at the address the visitor typed.
 */
export function FooterLanguages() {
  const languages = useLanguageLinks()
  return (
    <nav aria-labelledby="footer-languages">
      <h2 id="footer-languages" className={styles.heading}>
        <Trans>Language</Trans>
      </h2>
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
              hrefLang={language.lang}
              lang={language.lang}
              className={styles.language}
              aria-current={language.current ? 'page' : undefined}
            >
              <Flag flag={language.flag} width={20} height={15} className={styles.flag} />
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
