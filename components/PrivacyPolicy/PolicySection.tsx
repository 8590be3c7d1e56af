import type { ReactNode } from 'react'
import type { PolicySection as Section } from '../../data/privacyPolicy'
import * as styles from './PrivacyPolicy.css'

type PolicySectionProps = {
  section: Section
  /** The section's number, shown before its title and matching the table of contents. */
  number: number
  /** The section's text with its placeholders filled (data/privacyPlaceholders.ts). */
  html: string
  /** Anything the page adds after the section's text, such as a button. */
  children?: ReactNode
}

/** One numbered section of the privacy policy: its title and text, under its anchor. */
export function PolicySection({ section, number, html, children }: PolicySectionProps) {
  const titleId = `${section.id}-title`
  return (
    <section id={section.id} aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <span className={styles.number}>{number}.</span>{' '}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered at build time with raw HTML off (vite-plugins/content/contentFiles.ts). */}
        <span dangerouslySetInnerHTML={{ __html: section.title }} />
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as above; the placeholders' values are escaped. */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </section>
  )
}
