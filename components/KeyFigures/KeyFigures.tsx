import { useKeyFigures } from './useKeyFigures'
import * as styles from './KeyFigures.css'

/** Tecto's headline numbers in large type, for dark bands. */
export function KeyFigures({ className }: { className?: string }) {
  return (
    <ul className={[styles.root, className].filter(Boolean).join(' ')}>
      {useKeyFigures().map(({ id, figure, label }) => (
        <li key={id} className={styles.item}>
          <strong className={styles.value}>{figure}</strong>{' '}
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  )
}
