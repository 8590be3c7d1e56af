import { Trans } from '@lingui/react/macro'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import { useLocale } from '../../../shared/usePageContext'
import { Container } from '../../Container/Container'
import { Island } from '../../Island/Island'
import { ContactEmail } from '../ContactEmail/ContactEmail'
import { ContactReasons } from '../ContactReasons/ContactReasons'
import * as styles from './ContactPage.css'
import { classNames } from '../../classNames/classNames'
import { eyebrow } from '../../theme/eyebrow.css'

/**
 * The contact page (docs/product/pages.md): heading, subtitle, the seven-field form with the company's e-mail address
 * under it once supplied, and why it is worth writing.
 */
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
