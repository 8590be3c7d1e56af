import { useLingui } from '@lingui/react/macro'
import type { Executive } from '../../../data/executives'
import { useLocale } from '../../../shared/usePageContext'
import * as styles from './Leadership.css'

/**
 * One executive role: what it answers for, and once the company has supplied its holder (data/companyFacts.ts), their
 * name, portrait and bio. Until then no name, face or words are shown that nobody gave us (docs/content/README.md).
 */
export function ExecutiveProfile({ executive }: { executive: Executive }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { abbreviation, person } = executive
  const name = person?.name
  const role = (
    <>
      <span className={styles.badge}>{abbreviation}</span> {i18n._(executive.title)}
    </>
  )
  return (
    <article className={person?.portrait ? styles.profileWithPortrait : styles.profile}>
      {person?.portrait && (
        <img
          className={styles.portrait}
          src={person.portrait}
          width={240}
          height={240}
          loading="lazy"
          alt={t({ message: `${name}, ${abbreviation} of Tecto`, comment: 'Alt text of an executive portrait, e.g. "Maria Silva, CEO of Tecto"' })}
        />
      )}
      <div className={styles.text}>
        {person ? (
          <>
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{role}</p>
          </>
        ) : (
          <h3 className={styles.roleTitle}>{role}</h3>
        )}
        <p className={styles.bio}>{person?.bio?.[locale] ?? i18n._(executive.duties)}</p>
      </div>
    </article>
  )
}
