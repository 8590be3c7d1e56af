import { useLanguageLinks } from '../LanguageSwitcher/useLanguageLinks'
import { Flag } from '../Flag/Flag'
import * as menuStyles from './LanguageMenu.css'

/** The classes of a language list: the menus' by default; the footer has its own. */
type ListStyles = { list: string; option: string; flag: string }

/**
 * The three languages as a plain list of links to this same page in each; `onChoose` runs when one is picked.
 * The footer's flags are smaller (`flag`: width and height).
 */
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
