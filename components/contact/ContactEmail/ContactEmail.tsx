import { Trans } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import * as styles from './ContactEmail.css'

/**
 * Under the contact form, the company's public e-mail address for visitors who would rather write from their own
 * mailbox (docs/product/pages.md). Nothing until the company supplies it (data/companyFacts.ts): never a guessed address.
 */
export function ContactEmail({ facts = companyFacts }: { facts?: Pick<CompanyFacts, 'contactEmail'> }) {
  const { contactEmail } = facts
  if (!contactEmail) return null
  return (
    <p className={styles.root}>
      <Trans comment="Under the contact form; <0>…</0> is a link that opens the visitor’s e-mail program">
        Prefer e-mail? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </Trans>
    </p>
  )
}
