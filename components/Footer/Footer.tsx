import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { copyrightYear, legalIdentity } from '../../data/company'
import { paths, servicePath } from '../../data/routes'
import { services } from '../../data/services'
import { Container } from '../Container/Container'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import { Island } from '../Island/Island'
import { isNotFoundPage } from '../LanguageSwitcher/useLanguageLinks'
import { usePageContext } from '../../shared/usePageContext'
import { FooterLanguages } from './FooterLanguages'
import { DataProtection } from './DataProtection'
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
  const { _ } = useLingui()
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
          links={services.map((service) => ({ href: servicePath(service.slug), label: _(service.title) }))}
        />
        {/* Only the 404 page's links need the browser (isNotFoundPage): elsewhere plain HTML, no script. */}
        {isNotFoundPage(urlPathname) ? <Island name="FooterLanguages" hydrate="visible" /> : <FooterLanguages />}
        <DataProtection />
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
