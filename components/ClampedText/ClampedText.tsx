import type { ElementType, ReactNode } from 'react'
import * as styles from './ClampedText.css'
import { classNames } from '../classNames/classNames'

type ClampedTextProps = {
  lines: keyof typeof styles.lines
  children: ReactNode
  as?: ElementType
  id?: string
  className?: string
}

/** Text shown up to a number of lines, then cut off with an ellipsis; screen readers still get all of it. */
export function ClampedText({ lines, children, as: Tag = 'div', id, className }: ClampedTextProps) {
  return (
    <Tag id={id} className={classNames(styles.root, styles.lines[lines], className)} data-clamp-lines={lines}>
      {children}
    </Tag>
  )
}
