import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { companyFacts } from '../../data/companyFacts'
import { leadRetentionDays } from '../../data/leadRetention'
import { paths } from '../../data/routes'
import { Island } from '../Island/Island'
import { Link } from '../Link/Link'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import * as styles from './Footer.css'

/**
 * The footer's LGPD band: the law's badge, what Tecto does with personal data (as the privacy policy says) and the
 * privacy choices. It links a third party's certificate once the company supplies one (data/companyFacts.ts), else the
 * policy's security section.
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
        <Trans comment="Footer's data-protection statement. LGPD: Lei Geral de Proteção de Dados, Brazil's data protection law. The number is the days leads are kept.">
          Tecto processes personal data in line with the LGPD, Brazil's data protection law: our forms ask only for what we need to answer you, and we delete
          what you send us after <Plural value={leadRetentionDays} one="{leadRetentionDays} day" other="{leadRetentionDays} days" /> or sooner if you ask. We
          never sell it.
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
      <Island
        name="PrivacyChoicesButton"
        hydrate="visible"
        props={{ className: styles.privacyChoices, label: t({ message: 'Privacy choices', comment: 'Reopens the cookie consent banner' }) }}
      />
    </section>
  )
}
