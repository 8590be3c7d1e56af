import { Trans } from '@lingui/react/macro'
import { Dropdown } from '../Dropdown/Dropdown'
import type { DropdownControl } from '../Dropdown/useHoverMenu'
import { useLanguageLinks } from '../LanguageSwitcher/useLanguageLinks'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import { Flag } from '../Flag/Flag'
import { LanguageList } from './LanguageList'
import * as styles from './LanguageMenu.css'

type LanguageMenuProps = DropdownControl & { tone?: 'dark' | 'light' }

/** The language dropdown: a button with the current language's flag and name, opening the list of the three languages. */
export function LanguageMenu({ tone = 'dark', ...control }: LanguageMenuProps) {
  const languages = useLanguageLinks()
  const current = languages.find((language) => language.current) ?? languages[0]!
  const label = (
    <>
      <Flag flag={current.flag} width={24} height={16} className={styles.flag} />
      <span className={visuallyHidden}>
        <Trans comment="Before the current language's name on the language menu button, e.g. 'Language: English - United States'">Language:</Trans>{' '}
      </span>
      <span lang={current.lang} className={styles.currentName}>
        {current.name}
      </span>
    </>
  )
  return (
    <Dropdown label={label} tone={tone} align="end" {...control}>
      {(choose) => <LanguageList onChoose={choose} />}
    </Dropdown>
  )
}
