import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { companyFacts } from '../../data/companyFacts'
import { leadRetentionDays } from '../../data/leadRetention'
import { paths } from '../../data/routes'
import { Island } from '../Island/Island'
import { Link } from '../Link/Link'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import * as styles from './Footer.css'

/**
 * The footer's LGPD block, a band across the footer: the law's badge, Tecto's compliance statement and the visitor's
 * privacy choices. The statement links a certificate only when the company has supplied one issued by a third party
 * (data/companyFacts.ts); until then it says plainly that it is Tecto's own declaration and points to the policy.
 */
export function DataProtection() {
  const { t } = useLingui()
  return (
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
        <Trans comment="LGPD: Lei Geral de Proteção de Dados, Brazil's data protection law">We comply with the LGPD, Brazil's data protection law.</Trans>{' '}
        {companyFacts.lgpdCertificate ? (
          <a href={companyFacts.lgpdCertificate} target="_blank" rel="noopener noreferrer">
            <Trans>See our LGPD compliance certificate</Trans>
            <span className={visuallyHidden}>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        ) : (
          <>
            <Trans comment="Footer, Tecto's own LGPD statement (no third-party certificate). The number is the days leads are kept.">
              In our own words, not a certificate: we ask only for what our forms need, use it only to answer you, delete it after{' '}
              <Plural value={leadRetentionDays} one="{leadRetentionDays} day" other="{leadRetentionDays} days" /> or sooner if you ask, and never sell it.
            </Trans>{' '}
            <Link href={`${paths.privacy}#security`}>
              <Trans comment="Footer link to the privacy policy's security section">How we protect your data</Trans>
            </Link>
          </>
        )}
      </p>
      <Island
        name="PrivacyChoicesButton"
        hydrate="visible"
        props={{ className: styles.privacyChoices, label: t({ message: 'Privacy choices', comment: 'Reopens the cookie consent banner' }) }}
      />
    </section>
  )
}
