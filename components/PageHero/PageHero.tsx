import type { ComponentProps, ReactNode } from 'react'
import { Container } from '../Container/Container'
import * as styles from './PageHero.css'

type PageHeroProps = {
  /** The id of the h1, which names the section. */
  titleId: string
  /** A short label (or a link back) above the title. */
  eyebrow?: ReactNode
  title: ReactNode
  /** The sentence under the title. */
  lead?: ReactNode
  /** Buttons under the lead. */
  children?: ReactNode
  /** `wide` for landing pages; `text` lines the hero up with a reading column below it. */
  width?: ComponentProps<typeof Container>['width']
}

/** The dark band that opens a content page: eyebrow, the page's one h1, a lead and its calls to action. */
export function PageHero({ titleId, eyebrow, title, lead, children, width = 'wide' }: PageHeroProps) {
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Container width={width} className={styles.inner}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <h1 id={titleId} className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </Container>
    </section>
  )
}
