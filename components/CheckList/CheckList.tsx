import type { ReactNode } from 'react'
import * as styles from './CheckList.css'
import { classNames } from '../classNames/classNames'

type CheckListProps = {
  items: readonly ReactNode[]
  tone?: keyof typeof styles.tone
  className?: string
}

/** A bullet list whose bullets are check marks: what a client gets, who a service is for. */
export function CheckList({ items, tone = 'light', className }: CheckListProps) {
  return (
    <ul className={classNames(styles.root, styles.tone[tone], className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list of fixed content, rendered once and never reordered
        <li key={index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  )
}
