import type { ReactNode } from 'react'
import { paths } from '../../data/routes'
import { ButtonLink } from '../Button/Button'
import { Section } from '../Section/Section'
import * as styles from './ContactCta.css'

type ContactCtaProps = {
  titleId: string
  title: ReactNode
  text: ReactNode
  /** The button's text; it always leads to the contact page in the page's language. */
  action: ReactNode
  /** `panel`: a dark panel on a white band, the button beside the text from md; `band`: a dark band, all centred. */
  look?: keyof typeof styles.box
  /** Shown under the call (the AI page's closing image). */
  children?: ReactNode
}

/** A page's closing call to action: a heading, a sentence and a button to the contact page. */
export function ContactCta({ titleId, title, text, action, look = 'panel', children }: ContactCtaProps) {
  return (
    <Section labelledBy={titleId} tone={look === 'band' ? 'dark' : 'plain'}>
      <div className={styles.box[look]}>
        <div className={styles.text[look]}>
          <h2 id={titleId} className={styles.title[look]}>
            {title}
          </h2>
          <p className={styles.lead[look]}>{text}</p>
        </div>
        <ButtonLink href={paths.contact} variant="light" size="lg">
          {action}
        </ButtonLink>
      </div>
      {children}
    </Section>
  )
}
