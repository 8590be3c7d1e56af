import { useLingui } from '@lingui/react'
import { keyFigures } from '../../../data/keyFigures'
import * as styles from './KeyFigures.css'

/** Tecto's headline numbers in large type, for dark bands. */
export function KeyFigures({ className }: { className?: string }) {
  const { _ } = useLingui()
  return (
    <ul className={[styles.root, className].filter(Boolean).join(' ')}>
      {keyFigures.map((figure) => (
        <li key={figure.id} className={styles.item}>
          <strong className={styles.value}>{_(figure.value)}</strong>{' '}
          <span className={styles.label}>{_(figure.label)}</span>
        </li>
      ))}
    </ul>
  )
}
