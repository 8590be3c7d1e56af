import { Trans, useLingui } from '@lingui/react/macro'
import { Island } from '../../renderer/islands/Island'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import * as styles from './Footer.css'

// Rasterised at build time from assets/certificados/lgpd.svg (build/rasterImages.ts, vite.config.ts).
const lgpdCertificateHref = '/certificados/lgpd.jpeg'

/** The footer's LGPD block: the law's badge, the compliance certificate and the visitor's privacy choices. */
export function DataProtection() {
  const { t } = useLingui()
  return (
    <section aria-labelledby="footer-data-protection" className={styles.dataProtection}>
      <h2 id="footer-data-protection" className={styles.heading}><Trans>Data protection</Trans></h2>
      <div className={styles.certificate}>
        <img
          src="/images/lgpd/badge.svg"
          width="64"
          height="64"
          loading="lazy"
          alt={t({ message: "Seal of the LGPD, Brazil's General Data Protection Law", comment: 'Alt text of the LGPD badge image' })}
        />
        <p>
          <Trans comment="LGPD: Lei Geral de Proteção de Dados, Brazil's data protection law">
            We comply with the LGPD, Brazil's data protection law.
          </Trans>{' '}
          <a href={lgpdCertificateHref} target="_blank" rel="noopener noreferrer">
            <Trans>See our LGPD compliance certificate</Trans>
            <span className={visuallyHidden}> <Trans>(opens in a new tab)</Trans></span>
          </a>
        </p>
      </div>
      <Island
        name="PrivacyChoicesButton"
        hydrate="visible"
        props={{ className: styles.privacyChoices, label: t({ message: 'Privacy choices', comment: 'Reopens the cookie consent banner' }) }}
      />
    </section>
  )
}
