import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { matchBusinessDays, networkSize } from '../../../data/claims'
import { whatsappHref } from '../../../data/company'
import { paths } from '../../../data/routes'
import { ExternalLink } from '../../ExternalLink/ExternalLink'
import { Link } from '../../Link/Link'
import * as styles from './ContactReasons.css'

/** The contact page's side panel: why it is worth writing to Tecto, and WhatsApp for a quick chat. */
export function ContactReasons() {
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
    <aside className={styles.root} aria-labelledby="contact-reasons-title">
      <h2 id="contact-reasons-title" className={styles.title}>
        <Trans>Why talk to Tecto</Trans>
      </h2>
      <ul className={styles.list}>
        {reasons.map((reason) => (
          <li key={reason.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{reason.title}</h3>
            <p className={styles.itemText}>{reason.text}</p>
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
  )
}
