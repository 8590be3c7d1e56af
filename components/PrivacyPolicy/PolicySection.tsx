import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { privacyContactEmail, type PrivacySection } from '../../data/privacyPolicy'
import { EmailText } from './EmailText'
import * as styles from './PrivacyPolicy.css'

type PolicySectionProps = {
  section: PrivacySection
  /** The section's number, shown before its title and matching the table of contents. */
  number: number
  /** Anything the page adds after the section's text, such as a button. */
  children?: ReactNode
}

/** One numbered section of the privacy policy: its title, paragraphs and list, under its anchor. */
export function PolicySection({ section, number, children }: PolicySectionProps) {
  const { _ } = useLingui()
  const titleId = `${section.id}-title`
  return (
    <section id={section.id} aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <span className={styles.number}>{number}.</span> {_(section.title)}
      </h2>
      {section.paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list of fixed content, rendered once and never reordered
        <p key={index}>
          <EmailText text={_(paragraph)} email={privacyContactEmail} />
        </p>
      ))}
      {section.items ? (
        <ul className={styles.list}>
          {section.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list of fixed content, rendered once and never reordered
            <li key={index}>{_(item)}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  )
}
