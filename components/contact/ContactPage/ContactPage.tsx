import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { matchBusinessDays, networkSize } from '../../../data/claims'
import { whatsappHref } from '../../../data/company'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import { paths } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { Container } from '../../Container/Container'
import { ExternalLink } from '../../ExternalLink/ExternalLink'
import { Island } from '../../Island/Island'
import { Link } from '../../Link/Link'
import * as styles from './ContactPage.css'
import { classNames } from '../../classNames/classNames'
import { eyebrow } from '../../theme/eyebrow.css'

/** The contact page (docs/product/pages.md): heading, subtitle, the form with the company's address under it, and why to write (or chat). */
export function ContactPage() {
  const locale = useLocale()
  const { i18n } = useLingui()
  const network = i18n.number(networkSize)
  const whatsapp = whatsappHref()
  const reasons = [
    {
      id: 'specialist',
      title: <Trans>A specialist reads your message</Trans>,
      text: <Trans>No sales script: a senior consultant who knows software projects answers you and asks the questions that matter.</Trans>,
    },
    {
      id: 'scope',
      title: <Trans>Scope, team and timeline from the first call</Trans>,
      text: <Trans>In a first conversation we map what you need, the team that fits and a realistic schedule, with no strings attached.</Trans>,
    },
    {
      id: 'talent',
      title: (
        <Trans>
          Tech talent in up to <Plural value={matchBusinessDays} one="{matchBusinessDays} business day" other="{matchBusinessDays} business days" />
        </Trans>
      ),
      text: <Trans>Need people on your team? We match you with professionals from our network of over {network} qualified experts.</Trans>,
    },
    {
      id: 'privacy',
      title: <Trans>Your data stays protected</Trans>,
      text: (
        <Trans comment="<0>…</0> is a link to the privacy policy">
          We use what you send only to answer you, in line with Brazil’s LGPD, as our <Link href={paths.privacy}>privacy policy</Link> explains.
        </Trans>
      ),
    },
  ]
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
        <aside className={styles.reasons} aria-labelledby="contact-reasons-title">
          <h2 id="contact-reasons-title" className={styles.reasonsTitle}>
            <Trans>Why talk to Tecto</Trans>
          </h2>
          <ul className={styles.reasonList}>
            {reasons.map((reason) => (
              <li key={reason.id} className={styles.reason}>
                <h3 className={styles.reasonTitle}>{reason.title}</h3>
                <p className={styles.reasonText}>{reason.text}</p>
              </li>
            ))}
          </ul>
          {whatsapp && (
            <div className={styles.chat}>
              <p className={styles.chatTitle}>
                <Trans>Prefer a quick chat?</Trans>
              </p>
              <ExternalLink href={whatsapp} className={styles.chatLink}>
                <Trans>Talk to us on WhatsApp</Trans>
              </ExternalLink>
            </div>
          )}
        </aside>
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
