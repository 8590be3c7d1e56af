import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { copyrightYear, legalIdentity, socialLinks, type SocialChannel } from '../../data/company'
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

/** Tecto's social channels as icon links (the icon decorative, the link named for screen readers), each in a new tab; none, no list. */
function SocialLinks() {
  const { i18n } = useLingui()
  const links = socialLinks()
  if (links.length === 0) return null
  return (
    <ul className={styles.social}>
      {links.map((link) => (
        <li key={link.id}>
          <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {marks[link.id].line && (
                <path d={marks[link.id].line} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
              )}
              {marks[link.id].solid && <path d={marks[link.id].solid} fill="currentColor" fillRule="evenodd" />}
            </svg>
            <span className={visuallyHidden}>
              {i18n._(link.label)} <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Each channel's hand-drawn 24×24 mark in the text colour: `line` is stroked, `solid` filled; `link` for any other site. */
const marks: Record<SocialChannel, { line?: string; solid?: string }> = {
  linkedin: {
    line: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM8 11v5.8M12 16.8V11m0 2.9c0-1.7 1.1-2.9 2.5-2.9s2.5 1.1 2.5 2.9v2.9',
    solid: 'M6.8 7.9a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0z',
  },
  facebook: { line: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM15.5 7.5h-1.8a2.2 2.2 0 0 0-2.2 2.2V21M9 12.5h6' },
  instagram: {
    line: 'M8.5 3h7a5.5 5.5 0 0 1 5.5 5.5v7a5.5 5.5 0 0 1-5.5 5.5h-7A5.5 5.5 0 0 1 3 15.5v-7A5.5 5.5 0 0 1 8.5 3zM8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0z',
    solid: 'M16.1 6.7a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0z',
  },
  whatsapp: {
    line: 'M12 3.2a8.8 8.8 0 0 0-7.6 13.3L3.2 20.8l4.4-1.2A8.8 8.8 0 1 0 12 3.2z',
    solid:
      'M9.2 7.6c-.5 0-1.4.6-1.4 1.8 0 2.6 3.9 6.8 6.9 6.8 1.2 0 1.8-.9 1.8-1.4 0-.3-.1-.4-.4-.6l-1.6-.8c-.3-.1-.5 0-.6.2l-.6.8c-.1.2-.3.2-.5.1a5.6 5.6 0 0 1-2.6-2.5c-.1-.2 0-.4.1-.5l.6-.7c.2-.2.2-.4.1-.6l-.7-1.7c-.1-.4-.3-.5-.6-.5z',
  },
  youtube: { solid: 'M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zm3.5 3.8v6.4l5.5-3.2z' },
  x: { line: 'M3.5 3.5h5l12 17h-5zM20 3.5l-6.6 7.3M10.6 13.3L4 20.5' },
  tiktok: { line: 'M13.6 3v12a4.2 4.2 0 1 1-4.2-4.2M13.6 3a5.4 5.4 0 0 0 5.4 5.4' },
  github: {
    line: 'M8.8 18.6c-3-.7-4.8-2.8-4.8-6 0-1.4.5-2.6 1.3-3.5-.2-1-.1-2.1.3-3.2 1.2 0 2.3.6 3.2 1.4a9.4 9.4 0 0 1 6.4 0c.9-.8 2-1.4 3.2-1.4.4 1.1.5 2.2.3 3.2.8.9 1.3 2.1 1.3 3.5 0 3.2-1.8 5.3-4.8 6M9.6 21v-2a2.6 2.6 0 0 1 .7-1.9M14.4 21v-2a2.6 2.6 0 0 0-.7-1.9M9.6 19.4c-2.4.5-3.2-.6-4-2',
  },
  link: { line: 'M10.2 13.8a3.9 3.9 0 0 0 5.6 0l3-3a3.9 3.9 0 0 0-5.6-5.6l-1 1M13.8 10.2a3.9 3.9 0 0 0-5.6 0l-3 3a3.9 3.9 0 0 0 5.6 5.6l1-1' },
}
