import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatLongDate } from '../../data/formatDate'
import { privacyPolicy } from '../../data/privacyPolicy'
import { fillPlaceholders } from '../../data/content/placeholders'
import { policyValues } from '../../data/privacyPlaceholders'
import { useLocale } from '../../shared/usePageContext'
import { PrivacyChoicesButton } from '../ConsentBanner/PrivacyChoicesButton'
import { buttonClassName } from '../Button/Button'
import { Container } from '../Container/Container'
import * as styles from './PrivacyPolicy.css'

/** The privacy policy (content/legal/privacy-policy): title, intro, a table of contents and its numbered sections, each under its anchor. */
export function PrivacyPolicy() {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const policy = privacyPolicy(locale)
  const updated = formatLongDate(policy.updated, locale)
  const values = policyValues(i18n, locale)
  // Under two sections the collection requires (data/content/legalCollection.ts): the consent button, the version's date.
  const extras: Record<string, ReactNode> = {
    cookies: (
      <PrivacyChoicesButton
        className={buttonClassName({ variant: 'secondary' }, styles.action)}
        label={t({ message: 'Open privacy choices', comment: 'Button in the privacy policy that reopens the cookie consent banner' })}
      />
    ),
    security: (
      <p className={styles.updated}>
        <Trans comment="<0>…</0> marks the date up for machines (a time element); it shows as plain text">
          Last updated: <time dateTime={policy.updated}>{updated}</time>
        </Trans>
      </p>
    ),
  }
  return (
    <article>
      <header className={styles.header}>
        <Container width="standard">
          <h1 className={styles.title}>{policy.title}</h1>
          <p className={styles.intro}>{policy.intro}</p>
        </Container>
      </header>
      <Container width="standard" className={styles.body}>
        <nav aria-labelledby="privacy-contents" className={styles.toc}>
          <p id="privacy-contents" className={styles.tocTitle}>
            <Trans>On this page</Trans>
          </p>
          <ol className={styles.tocList}>
            {policy.sections.map((section) => (
              <li key={section.id}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a title rendered from Markdown at build time, raw HTML off. */}
                <a href={`#${section.id}`} dangerouslySetInnerHTML={{ __html: section.title }} />
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.sections}>
          {policy.preamble && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered at build time, raw HTML off; placeholder values escaped.
            <div className={styles.text} dangerouslySetInnerHTML={{ __html: fillPlaceholders(policy.preamble, values) }} />
          )}
          {policy.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                <span className={styles.number}>{index + 1}.</span>{' '}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered at build time with raw HTML off (vite-plugins/content/contentFiles.ts). */}
                <span dangerouslySetInnerHTML={{ __html: section.title }} />
              </h2>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as above; the placeholders' values (data/privacyPlaceholders.ts) are escaped. */}
              <div className={styles.text} dangerouslySetInnerHTML={{ __html: fillPlaceholders(section.html, values) }} />
              {extras[section.id]}
            </section>
          ))}
        </div>
      </Container>
    </article>
  )
}
