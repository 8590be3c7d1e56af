import { KeyFigureText } from './KeyFigureText'
import { useKeyFigures } from './useKeyFigures'
import * as styles from './KeyFigures.css'
import { classNames } from '../classNames/classNames'

/** Tecto's headline numbers in large type, for dark bands. */
export function KeyFigures({ className }: { className?: string }) {
  return (
    <ul className={classNames(styles.root, className)}>
      {useKeyFigures().map((keyFigure) => (
        <li key={keyFigure.id} className={styles.item}>
          <KeyFigureText keyFigure={keyFigure} figureClassName={styles.value} />
        </li>
      ))}
    </ul>
  )
}
