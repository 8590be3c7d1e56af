import { useLanguageLinks } from '../LanguageSwitcher/useLanguageLinks'
import { Flag } from '../Flag/Flag'
import * as styles from './LanguageMenu.css'

/** The three languages as a plain list of links to this same page in each; `onChoose` runs when one is picked. */
export function LanguageList({ onChoose }: { onChoose?: () => void }) {
  const languages = useLanguageLinks()
  return (
    <ul className={styles.list}>
      {languages.map((language) => (
        <li key={language.locale}>
          <a
            href={language.href}
            hrefLang={language.lang}
            lang={language.lang}
            aria-current={language.current ? 'page' : undefined}
            className={styles.option}
            onClick={onChoose}
          >
            <Flag flag={language.flag} width={24} height={16} className={styles.flag} />
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
