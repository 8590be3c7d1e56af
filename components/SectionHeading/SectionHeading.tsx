import type { ReactNode } from 'react'
import * as styles from './SectionHeading.css'
import { classNames } from '../classNames/classNames'
import { eyebrow as eyebrowStyle } from '../theme/eyebrow.css'

export type SectionHeadingProps = {
  /** A short label above the title. */
  eyebrow?: ReactNode
  title: ReactNode
  /** A sentence under the title. */
  lead?: ReactNode
  /** The heading's id, for `aria-labelledby` on its section. */
  id?: string
  align?: 'start' | 'center'
  tone?: 'light' | 'dark'
}

/** The title block that opens a section: eyebrow, heading and lead. */
export function SectionHeading({ eyebrow, title, lead, id, align = 'start', tone = 'light' }: SectionHeadingProps) {
  return (
    <div className={classNames(styles.root, styles.align[align], styles.tone[tone])}>
      {eyebrow ? <p className={classNames(eyebrowStyle(), styles.eyebrow)}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  )
}
