import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { copyrightYear, legalIdentity } from '../../data/company'
import { companyFacts } from '../../data/companyFacts'
import { leadRetentionDays } from '../../data/leadRetention'
import { paths, servicePath } from '../../data/routes'
import { services } from '../../data/services'
import { Container } from '../Container/Container'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import { Island } from '../Island/Island'
import { PrivacyChoicesButton } from '../ConsentBanner/PrivacyChoicesButton'
import { isNotFoundPage } from '../LanguageSwitcher/useLanguageLinks'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import { usePageContext } from '../../shared/usePageContext'
import { FooterLanguages } from './FooterLanguages'
import { SocialLinks } from './SocialLinks'
import * as styles from './Footer.css'

const companyLinks = [
  { href: paths.home, label: <Trans>Home</Trans> },
  { href: paths.about, label: <Trans>About us</Trans> },
  { href: paths.contact, label: <Trans>Contact</Trans> },
  { href: paths.privacy, label: <Trans>Privacy policy</Trans> },
]

/** The site footer (docs/product/pages.md): company, services and language links, data protection, social links. */
export function Footer() {
  const { t, i18n } = useLingui()
  const identity = legalIdentity()
  const { urlPathname } = usePageContext()
  return (
    <footer className={styles.root}>
      <Container width="wide" className={styles.grid}>
        <div className={styles.brand}>
          <Link href={paths.home} className={styles.logo}>
            <Logo tone="light" />
          </Link>
          <p className={styles.description}>
            <Trans>
              Tecto is a Brazilian software factory. We design, build and maintain web platforms, mobile apps, APIs and AI solutions, and we connect companies
              with senior tech professionals.
            </Trans>
          </p>
          <SocialLinks />
        </div>
        <FooterColumn id="footer-company" heading={<Trans>Company</Trans>} links={companyLinks} />
        <FooterColumn
          id="footer-services"
          heading={<Trans>Services</Trans>}
          links={services.map((service) => ({ href: servicePath(service.slug), label: i18n._(service.title) }))}
        />
        {/* Only the 404 page's links need the browser (isNotFoundPage): elsewhere plain HTML, no script. */}
        {isNotFoundPage(urlPathname) ? <Island name="FooterLanguages" hydrate="visible" /> : <FooterLanguages />}
        {/* The LGPD band links a certificate once the company supplies one (data/companyFacts.ts). */}
        <section aria-labelledby="footer-data-protection" className={styles.dataProtection}>
          <h2 id="footer-data-protection" className={styles.heading}>
            <Trans>Data protection</Trans>
          </h2>
          <img
            className={styles.badge}
            src="/images/lgpd/badge.svg"
            width="64"
            height="64"
            loading="lazy"
            alt={t({ message: "Seal of the LGPD, Brazil's General Data Protection Law", comment: 'Alt text of the LGPD badge image' })}
          />
          <p className={styles.statement}>
            <Trans comment="Footer's data-protection statement. LGPD: Lei Geral de Proteção de Dados, Brazil's data protection law. The number is the days leads are kept.">
              Tecto processes personal data in line with the LGPD, Brazil's data protection law: our forms ask only for what we need to answer you, and we
              delete what you send us after <Plural value={leadRetentionDays} one="{leadRetentionDays} day" other="{leadRetentionDays} days" /> or sooner if you
              ask. We never sell it.
            </Trans>{' '}
            {companyFacts.lgpdCertificate ? (
              <a href={companyFacts.lgpdCertificate} target="_blank" rel="noopener noreferrer">
                <Trans>See our LGPD compliance certificate</Trans>
                <span className={visuallyHidden}>
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            ) : (
              <Link href={`${paths.privacy}#security`}>
                <Trans comment="Footer link to the privacy policy's security section">How we protect your data</Trans>
              </Link>
            )}
          </p>
          <PrivacyChoicesButton className={styles.privacyChoices} label={t({ message: 'Privacy choices', comment: 'Reopens the cookie consent banner' })} />
        </section>
      </Container>
      <Container width="wide" className={styles.bottom}>
        <p>
          <Trans>© {copyrightYear} Tecto. All rights reserved.</Trans>
        </p>
        {identity && <p>{identity}</p>}
      </Container>
    </footer>
  )
}

/** A column of links under its heading, which names the navigation. */
function FooterColumn({ id, heading, links }: { id: string; heading: ReactNode; links: { href: string; label: ReactNode }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
