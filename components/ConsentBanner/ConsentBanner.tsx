import { useEffect, useRef, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { browserStorage, consentBannerDelay, forgetConsentedVisit, readConsent, writeConsent } from '../../data/consent'
import { paths } from '../../data/routes'
import { Button } from '../Button/Button'
import { Link } from '../Link/Link'
import { moveFocusOut } from '../focus/moveFocusOut'
import { reopensBanner } from './PrivacyChoicesButton'
import * as styles from './ConsentBanner.css'

type ConsentBannerProps = {
  /** How long a first-time visitor waits for the banner, in ms (one second, docs/product/rules.md). */
  delay?: number
  /** Keeps the visit's first touch, starts tracking and sends this page's view (consentedVisit.ts); tests pass a spy. */
  startTracking?: () => unknown
}

/** What starts with consent, fetched only then. */
const startConsentedVisit = () => import('./consentedVisit').then((visit) => visit.startConsentedVisit())

/** The consent banner (docs/product/rules.md), a non-modal region reopened by "Privacy choices"; not prerendered, so it shifts nothing. */
export function ConsentBanner({ delay = consentBannerDelay, startTracking = startConsentedVisit }: ConsentBannerProps) {
  const [open, setOpen] = useState(false)
  // Counts the visitor's requests to reopen it: each moves focus into the banner, even one made while it is open.
  const [reopened, setReopened] = useState(0)
  const ref = useRef<HTMLElement>(null)
  // The button that reopened it, where focus returns after the choice (told by its click: an iPhone tap does not focus it).
  const opener = useRef<HTMLElement | null>(null)

  // While it shows, focused elements scroll clear of it (WCAG 2.4.11) and the footer's end can scroll clear too.
  useEffect(() => {
    const banner = ref.current
    if (!open || !banner) return
    const { documentElement: html, body } = document
    // Only pages that scroll anyway get padding: on a short page it would add a scrollbar and narrow the layout.
    const pads = html.scrollHeight > html.clientHeight
    const apply = () => {
      // Its height and gap to the viewport's edge, from layout: it rises in with a transform, which must not count.
      const space = `${banner.offsetHeight + (parseFloat(getComputedStyle(banner).bottom) || 0) + 8}px`
      html.style.scrollPaddingBottom = space
      if (pads) body.style.paddingBottom = space
    }
    apply()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : undefined
    observer?.observe(banner)
    return () => {
      observer?.disconnect()
      html.style.scrollPaddingBottom = ''
      body.style.paddingBottom = ''
    }
  }, [open])

  useEffect(() => {
    const choice = readConsent(browserStorage())
    // The second counts from the page's start (where there is navigation timing), so slow scripts do not delay it.
    const pageAge = performance.getEntriesByType?.('navigation').length ? performance.now() : 0
    const timer = choice === null ? setTimeout(() => setOpen(true), Math.max(0, delay - pageAge)) : undefined
    if (choice === true) {
      void startTracking()
    } else {
      // Consent withdrawn in another tab: what this tab kept goes too (sessionStorage is per tab).
      forgetConsentedVisit()
    }
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element && event.target.closest<HTMLElement>(reopensBanner)
      if (!button) return
      clearTimeout(timer)
      opener.current = button
      setOpen(true)
      setReopened((count) => count + 1)
    }
    document.addEventListener('click', onClick)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('click', onClick)
    }
  }, [delay, startTracking])

  useEffect(() => {
    if (reopened) ref.current?.focus()
  }, [reopened])

  function choose(accepted: boolean) {
    const hadAccepted = readConsent(browserStorage()) === true
    writeConsent(browserStorage(), accepted)
    // Focus in the banner leaves before it does: to the button that reopened it, or else to the main content.
    moveFocusOut(ref.current, opener.current)
    opener.current = null
    setOpen(false)
    if (accepted) {
      // The page where the visitor accepts may be the visit's first: its campaign is the one kept.
      void startTracking()
      return
    }
    forgetConsentedVisit()
    // Scripts already running cannot be unloaded: a fresh load of the page drops them.
    if (hadAccepted) window.location.reload()
  }

  if (!open) return null
  return (
    <section ref={ref} className={styles.root} aria-labelledby="consent-banner-title" tabIndex={-1}>
      <div className={styles.text}>
        <h2 id="consent-banner-title" className={styles.title}>
          <Trans>Your privacy, your choice</Trans>
        </h2>
        <p className={styles.body}>
          <Trans comment="Consent banner text, the part shown on phones too: the banner may take only a quarter of a phone's screen, keep it as short">
            With your consent, we use cookies and similar technologies to measure visits and campaigns.
          </Trans>{' '}
          <span className={styles.roomy}>
            <Trans comment="Consent banner text, the part shown only from tablet width up">
              You can change your choice at any time under “Privacy choices” in the footer.
            </Trans>{' '}
          </span>
          <Link href={paths.privacy}>
            <Trans>Privacy policy</Trans>
          </Link>
        </p>
      </div>
      <div className={styles.actions}>
        {/* Both buttons look the same: rejecting must be as easy as accepting (LGPD). */}
        <Button variant="primary" className={styles.choice} onClick={() => choose(false)}>
          <Trans
            context="consent banner"
            comment="Consent banner button; same weight as the accept button. Spanish: 'No acepto', the plain refusal that pairs with 'Acepto'."
          >
            Reject
          </Trans>
        </Button>
        <Button variant="primary" className={styles.choice} onClick={() => choose(true)}>
          <Trans context="consent banner" comment="Consent banner button. The Spanish (es-ES) translation must be exactly 'Acepto', the company's wording.">
            Accept
          </Trans>
        </Button>
      </div>
    </section>
  )
}
