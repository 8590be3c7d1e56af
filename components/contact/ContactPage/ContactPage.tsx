import { Trans } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import { useLocale } from '../../../shared/usePageContext'
import { Container } from '../../Container/Container'
import { Island } from '../../Island/Island'
import { ContactReasons } from '../ContactReasons/ContactReasons'
import * as styles from './ContactPage.css'
import { classNames } from '../../classNames/classNames'
import { eyebrow } from '../../theme/eyebrow.css'

/** The contact page (docs/product/pages.md): heading, subtitle, the form with the company's address under it, and why to write. */
export function ContactPage() {
  const locale = useLocale()
  return (
    <>
      <section className={styles.hero} aria-labelledby="contact-title">
        <Container width="standard" className={styles.heroInner}>
          <p className={classNames(eyebrow(), styles.eyebrow)}>
            <Trans comment="Small label above the contact page's title">Contact</Trans>
          </p>
          <h1 id="contact-title" className={styles.title}>
            <Trans>Let’s talk about your project</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>
              A new product, a system to modernize or professionals for your team: tell us what you need and a specialist will get back to you shortly with the
              next steps.
            </Trans>
          </p>
        </Container>
      </section>
      <Container width="standard" className={styles.body}>
        <div className={styles.formColumn}>
          <Island name="ContactForm" props={{ phoneExample: prerenderedPhoneExample(locale) }} />
          <ContactEmail />
        </div>
        <ContactReasons />
      </Container>
    </>
  )
}

/** The company's public e-mail address under the form; nothing until the company supplies it (data/companyFacts.ts). */
export function ContactEmail({ facts = companyFacts }: { facts?: Pick<CompanyFacts, 'contactEmail'> }) {
  const { contactEmail } = facts
  if (!contactEmail) return null
  return (
    <p className={styles.email}>
      <Trans comment="Under the contact form; <0>…</0> is a link that opens the visitor’s e-mail program">
        Prefer e-mail? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </Trans>
    </p>
  )
}
