import { Trans, useLingui } from '@lingui/react/macro'
import { paths, servicePath } from '../../../data/routes'
import { services } from '../../../data/services'
import { Section } from '../../Section/Section'
import { ButtonLink } from '../../Button/Button'
import { NavLinkList } from '../../NavLink/NavLinkList'
import * as styles from './LandingFooter.css'

/** The closing band of the landing pages (docs/product/pages.md): a link to every service and a button to the contact page. */
export function LandingFooter() {
  const { t, i18n } = useLingui()
  return (
    <Section labelledBy="landing-footer-title">
      <div className={styles.layout}>
        <div className={styles.services}>
          <h2 id="landing-footer-title" className={styles.title}>
            <Trans>Explore everything Tecto does</Trans>
          </h2>
          <nav aria-label={t({ message: 'All Tecto services', comment: 'Accessible name of the list of service links closing the landing pages' })}>
            <NavLinkList
              links={services.map((service) => ({ href: servicePath(service.slug), label: i18n._(service.title) }))}
              className={styles.list}
              linkClassName={styles.link}
            />
          </nav>
        </div>
        <div className={styles.contact}>
          <p className={styles.contactTitle}>
            <Trans>Prefer to talk it through first?</Trans>
          </p>
          <p className={styles.contactText}>
            <Trans>Send us a message about your project or your team, and a specialist will get back to you.</Trans>
          </p>
          <ButtonLink href={paths.contact} size="lg">
            <Trans comment="Button in the closing band of the landing pages, leading to the contact page">Contact us</Trans>
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
