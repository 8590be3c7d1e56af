import type { ReactNode } from 'react'
import * as styles from './Container.css'
import { classNames } from '../classNames/classNames'

type ContainerProps = { children: ReactNode; width: keyof typeof styles.width; className?: string }

/** Centres content with the page's side padding and maximum width. */
export function Container({ children, width, className }: ContainerProps) {
  return <div className={classNames(styles.root, styles.width[width], className)}>{children}</div>
}
