import type { ReactNode } from 'react'
import { Container } from '../Container/Container'
import { HeroImage } from '../HeroImage/HeroImage'
import * as styles from './IllustratedHero.css'

type IllustratedHeroProps = {
  /** The id of the h1, which names the section. */
  titleId: string
  /** The short label in a pill above the title. */
  eyebrow: ReactNode
  title: ReactNode
  /** The sentence under the title. */
  lead: ReactNode
  /** The calls to action. */
  actions: ReactNode
  /** What follows the buttons in the text column, e.g. the official partners. */
  children?: ReactNode
  /** The decorative picture beside the text; its size reserves its box before it loads. */
  illustration: { src: string; width: number; height: number }
}

/** A landing page's opening on the dark gradient: the text column, and a decorative illustration beside it from md. */
export function IllustratedHero({ titleId, eyebrow, title, lead, actions, children, illustration }: IllustratedHeroProps) {
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Container width="wide" className={styles.grid}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={titleId} className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>{actions}</div>
          {children}
        </div>
        <HeroImage className={styles.illustration} {...illustration} />
      </Container>
    </section>
  )
}
