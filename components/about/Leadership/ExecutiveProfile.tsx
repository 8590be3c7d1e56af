import { useLingui } from '@lingui/react/macro'
import type { Executive } from '../../../data/executives'
import * as styles from './Leadership.css'

/** One executive: monogram portrait, name, role and what they are responsible for. */
export function ExecutiveProfile({ executive }: { executive: Executive }) {
  const { t, i18n } = useLingui()
  const { name, abbreviation, portrait } = executive
  return (
    <article className={styles.profile}>
      <img
        className={styles.portrait}
        src={portrait.src}
        width={portrait.width}
        height={portrait.height}
        loading="lazy"
        alt={t({ message: `${name}, ${abbreviation} of Tecto`, comment: 'Alt text of an executive portrait, e.g. "Rafael Moreira, CEO of Tecto"' })}
      />
      <div className={styles.text}>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.role}>
          <span className={styles.badge}>{abbreviation}</span> {i18n._(executive.role)}
        </p>
        <p className={styles.bio}>{i18n._(executive.bio)}</p>
      </div>
    </article>
  )
}
