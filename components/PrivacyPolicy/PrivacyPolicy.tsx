import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatLongDate } from '../../data/formatDate'
import { privacyPolicyUpdated, privacySections, type PrivacySection, type PrivacySectionId } from '../../data/privacyPolicy'
import { useLocale } from '../../shared/usePageContext'
import { Island } from '../Island/Island'
import { buttonClassName } from '../Button/Button'
import { Container } from '../Container/Container'
import { PolicySection } from './PolicySection'
import * as styles from './PrivacyPolicy.css'

// Widened once, so optional fields such as `items` can be read on every section.
const sections: readonly PrivacySection[] = privacySections

/** The privacy policy: title, intro, a table of contents and the nine sections of data/privacyPolicy.ts. */
export function PrivacyPolicy() {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const updated = formatLongDate(privacyPolicyUpdated, locale)
  // What the page adds under some sections: the way to change consent, and the version's date.
  const extras: Partial<Record<PrivacySectionId, ReactNode>> = {
    cookies: (
      <Island
        name="PrivacyChoicesButton"
        hydrate="visible"
        props={{
          className: buttonClassName({ variant: 'secondary' }, styles.action),
          label: t({ message: 'Open privacy choices', comment: 'Button in the privacy policy that reopens the cookie consent banner' }),
        }}
      />
    ),
    security: (
      <p className={styles.updated}>
        <Trans comment="<0>…</0> marks the date up for machines (a time element); it shows as plain text">
          Last updated: <time dateTime={privacyPolicyUpdated}>{updated}</time>
        </Trans>
      </p>
    ),
  }
  return (
    <article>
      <header className={styles.header}>
        <Container width="standard">
          <h1 className={styles.title}>
            <Trans>Privacy policy</Trans>
          </h1>
          <p className={styles.intro}>
            <Trans comment="LGPD: Lei Geral de Proteção de Dados, Brazil’s data protection law. Keep the law number.">
              This policy explains what personal data Tecto collects through this website, why we use it, who we share it with, how long we keep it and how you
              can exercise your rights under Brazil’s General Data Protection Law (LGPD, Law No. 13,709/2018).
            </Trans>
          </p>
        </Container>
      </header>
      <Container width="standard" className={styles.body}>
        <nav aria-labelledby="privacy-contents" className={styles.toc}>
          <p id="privacy-contents" className={styles.tocTitle}>
            <Trans>On this page</Trans>
          </p>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{i18n._(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.sections}>
          {sections.map((section, index) => (
            <PolicySection key={section.id} section={section} number={index + 1}>
              {extras[section.id as PrivacySectionId]}
            </PolicySection>
          ))}
        </div>
      </Container>
    </article>
  )
}
