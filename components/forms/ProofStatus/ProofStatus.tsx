import { useLingui } from '@lingui/react'
import { checkingMessage } from '../proofMessages'
import * as styles from './ProofStatus.css'

/**
 * The form's polite live region for its anti-bot check: empty while nothing waits on it, "Checking that you are a
 * person…" while a sent form does. Always there, so screen readers announce the sentence when it appears.
 */
export function ProofStatus({ checking }: { checking: boolean }) {
  const { i18n } = useLingui()
  return (
    <p role="status" className={styles.root}>
      {checking ? i18n._(checkingMessage) : null}
    </p>
  )
}
