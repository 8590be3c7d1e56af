import type { ReactNode } from 'react'
import * as styles from './SectionHeading.css'
import { classNames } from '../classNames/classNames'
import { eyebrow as eyebrowStyle } from '../theme/eyebrow.css'

export type SectionHeadingProps = {
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  /** The heading's id, for `aria-labelledby` on its section. */
  id?: string
  align?: 'start' | 'center'
}

/** The title block that opens a section: eyebrow, heading and lead, in the band's text colour. */
export function SectionHeading({ eyebrow, title, lead, id, align = 'start' }: SectionHeadingProps) {
  return (
    <div className={classNames(styles.root, styles.align[align])}>
      {eyebrow ? <p className={classNames(eyebrowStyle(), styles.eyebrow)}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  )
}
