import { Trans } from '@lingui/react'
import { classNames } from '../classNames/classNames'
import * as styles from './KeyFigures.css'
import { useKeyFigures } from './useKeyFigures'

type KeyFiguresProps = {
  /** `band` on dark bands, `cards` on gradient cards (about), `hero` under the hire hero's button. */
  look?: keyof typeof styles.looks
  /** The ids of the figures to show (useKeyFigures.ts); all four by default. */
  only?: readonly string[]
  className?: string
}

/** Tecto's headline numbers in large type, each followed by its label: the rest of its message. */
export function KeyFigures({ look = 'band', only, className }: KeyFiguresProps) {
  const { list, item, value } = styles.looks[look]
  return (
    <ul className={classNames(list, className)}>
      {useKeyFigures()
        .filter(({ id }) => !only || only.includes(id))
        .map(({ id, message, counts, figure }) => (
          <li key={id} className={item}>
            <Trans id={message.id} message={message.message} values={{ ...counts, figure: <strong className={value}>{figure}</strong> }} />
          </li>
        ))}
    </ul>
  )
}
