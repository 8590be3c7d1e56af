import type { ReactNode } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { Trans } from '@lingui/react/macro'
import { Button } from '../../Button/Button'
import * as styles from './SubmitButton.css'

type SubmitButtonProps = {
  /** The form's `submitting` signal. */
  submitting: ReadonlySignal<boolean>
  /** The form was sent and the thank-you page is loading: no second submission. */
  done?: boolean
  children: ReactNode
}

/** The form's submit button: disabled, with a spinner and "Sending…", while the form is on its way. */
export function SubmitButton({ submitting, done = false, children }: SubmitButtonProps) {
  useSignals()
  const busy = submitting.value || done
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className={styles.root}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <Trans comment="Submit button while a form is being sent">Sending…</Trans>
        </>
      ) : (
        children
      )}
    </Button>
  )
}
