import { useLanguageLinks } from '../LanguageSwitcher/useLanguageLinks'
import { Flag } from '../Flag/Flag'
import * as menuStyles from './LanguageMenu.css'

type ListStyles = { list: string; option: string; flag: string }

/** The three languages as links to this same page in each; the footer passes its own classes and smaller flags. */
export function LanguageList({ onChoose, styles = menuStyles, flag = [24, 16] }: { onChoose?: () => void; styles?: ListStyles; flag?: [number, number] }) {
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
            <Flag flag={language.flag} width={flag[0]} height={flag[1]} className={styles.flag} />
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
