import type { ReactNode } from 'react'
import { paths } from '../../data/routes'
import { ButtonLink } from '../Button/Button'
import { Section } from '../Section/Section'
import * as styles from './ContactCta.css'

type ContactCtaProps = {
  /** The id of the heading, which names the section. */
  titleId: string
  title: ReactNode
  text: ReactNode
  /** The button's text; it always leads to the contact page in the page's language. */
  action: ReactNode
}

/** A page's closing call to action: a dark panel with a heading, a sentence and a button to the contact page. */
export function ContactCta({ titleId, title, text, action }: ContactCtaProps) {
  return (
    <Section labelledBy={titleId} width="wide">
      <div className={styles.panel}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.lead}>{text}</p>
        </div>
        <ButtonLink href={paths.contact} variant="light" size="lg" className={styles.action}>
          {action}
        </ButtonLink>
      </div>
    </Section>
  )
}
