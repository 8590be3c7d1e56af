import { Trans } from '@lingui/react/macro'
import type { FormKind } from '../../../data/forms/formKinds'
import { sendFailureMessage } from '../../../data/forms/sendFailureMessages'
import { useLocale } from '../../../renderer/usePageContext'
import * as styles from './SendFailureAlert.css'

/**
 * SPEC §8's "could not send" alert, inline instead of a browser dialog. The live region is always
 * there, so screen readers announce the message the moment it appears.
 */
export function SendFailureAlert({ form, visible }: { form: FormKind; visible: boolean }) {
  const locale = useLocale()
  return (
    <div role="alert" className={styles.root}>
      {visible ? (
        <div className={styles.box}>
          <p className={styles.title}>{sendFailureMessage(form, locale)}</p>
          <p>
            <Trans comment="Under the form's send-failure alert">Everything you typed is still here, so you can simply send it again.</Trans>
          </p>
        </div>
      ) : null}
    </div>
  )
}
