import { Trans, useLingui } from '@lingui/react/macro'
import type { FormKind } from '../../../data/forms/formKinds'
import { encodeReplyClasses, replyClassesAttribute } from '../../../data/forms/replyClasses'
import { sendFailureMessage } from '../../../data/forms/sendFailureMessages'
import * as fieldStyles from '../FieldFrame/FieldFrame.css'
import type { SendFailure } from '../useSendForm'
import * as styles from './SendFailureAlert.css'

// What the lead server needs to show this form's errors in the page it answers a post without JavaScript with.
const replyClasses = {
  [replyClassesAttribute]: encodeReplyClasses({
    invalid: fieldStyles.invalid,
    error: fieldStyles.error,
    icon: fieldStyles.icon,
    alert: styles.box,
    alertTitle: styles.title,
  }),
}

/**
 * The "could not send" alert, inline instead of a browser dialog: the form's fixed sentence, then the
 * server's reason when it gave one (wait a minute, shorten the message, try again later), and that every
 * value is still there. The live region is always there, so screen readers announce the message the
 * moment it appears.
 */
export function SendFailureAlert({ form, failure }: { form: FormKind; failure: SendFailure | undefined }) {
  const { i18n } = useLingui()
  return (
    <div role="alert" className={styles.root} {...replyClasses}>
      {failure ? (
        <div className={styles.box}>
          <p className={styles.title}>{sendFailureMessage(i18n, form)}</p>
          {failure.message ? (
            <>
              <p>{failure.message}</p>
              <p>
                <Trans comment="Under the server's reason in the form's send-failure alert">Everything you typed is still here.</Trans>
              </p>
            </>
          ) : (
            <p>
              <Trans comment="Under the form's send-failure alert">Everything you typed is still here, so you can simply send it again.</Trans>
            </p>
          )}
        </div>
      ) : null}
    </div>
  )
}
