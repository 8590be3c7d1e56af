import { Trans as TransMessage } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import type { FormKind } from '../../../data/forms/formKinds'
import { encodeReplyClasses, replyClassesAttribute } from '../../../data/forms/replyClasses'
import { sendFailureMessage, writeToUsMessage } from '../../../data/forms/sendFailureMessages'
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

type SendFailureAlertProps = {
  form: FormKind
  failure: SendFailure | undefined
  /** Where the company's public e-mail address comes from; tests pass their own. */
  facts?: Pick<CompanyFacts, 'contactEmail'>
}

/**
 * The "could not send" alert, inline instead of a browser dialog: the form's fixed sentence, then the
 * server's reason when it gave one (wait a minute, shorten the message, try again later), that every
 * value is still there, and once the company has supplied one, the address to write to instead. The live region is
 * always there, so screen readers announce the message the moment it appears.
 */
export function SendFailureAlert({ form, failure, facts = companyFacts }: SendFailureAlertProps) {
  const { i18n } = useLingui()
  const { contactEmail } = facts
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
          {contactEmail && (
            <p>
              <TransMessage
                id={writeToUsMessage.id}
                message={writeToUsMessage.message}
                values={{ contactEmail }}
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the message's <0>…</0> words, the address, inside the link
                components={{ 0: <a href={`mailto:${contactEmail}`} /> }}
              />
            </p>
          )}
        </div>
      ) : null}
    </div>
  )
}
