import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Section } from '../../Section/Section'
import { trackLead } from '../../tracking/tracking'
import { classNames } from '../../classNames/classNames'
import * as styles from './ThankYou.css'

/** The thank-you page (docs/product/pages.md): a bar counts to 100 %, then the message; `track` reports a lead just sent, once (tracking.ts). */
export function ThankYou({ track = trackLead }: { track?: () => unknown }) {
  const { i18n } = useLingui()
  const [value, setValue] = useState(0)
  const done = value >= 100

  useEffect(() => void track(), [track])
  useEffect(() => {
    if (done) return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return setValue(100)
    const timer = setInterval(() => setValue((current) => Math.min(100, current + 1)), 10)
    return () => clearInterval(timer)
  }, [done])

  return (
    <Section labelledBy="thanks-title" tone="tinted">
      <div className={styles.card}>
        <h1 id="thanks-title" className={styles.title}>
          <Trans>Thank you for reaching out!</Trans>
        </h1>
        <div className={styles.progress}>
          <p id="thanks-progress-label" className={styles.label}>
            <Trans comment="Label of the progress bar on the thank-you page">Delivering your message to our team</Trans>
          </p>
          <div role="progressbar" aria-labelledby="thanks-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className={styles.track}>
            <div className={styles.fill} style={{ transform: `scaleX(${value / 100})` }} />
          </div>
          <p className={styles.value} aria-hidden="true">
            {i18n.number(value / 100, { style: 'percent' })}
          </p>
        </div>
        <div role="status" className={classNames(styles.message, !done && styles.pending)} aria-hidden={done ? undefined : true}>
          <p className={styles.messageTitle}>
            <Trans>Message received!</Trans>
          </p>
          <p className={styles.messageText}>
            <Trans>Our team will reply soon. Keep an eye on your WhatsApp: that is usually where we get in touch first.</Trans>
          </p>
          <div className={styles.actions}>
            <ButtonLink href={paths.home}>
              <Trans>Back to the home page</Trans>
            </ButtonLink>
            <ButtonLink href={paths.about} variant="secondary">
              <Trans>Get to know Tecto</Trans>
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  )
}
