import { Trans as TransMessage } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import type { FormKind } from '../../../data/forms/formKinds'
import { sendFailureMessages, writeToUsMessage } from '../../../data/forms/sendFailureMessages'
import type { SendFailure } from '../formCode'
import * as styles from './SendFailureAlert.css'

/** A failure as the page answering a refused post shows it (docs/product/forms.md): with no field to fix, the alert takes the focus. */
export type RepliedFailure = SendFailure & { valuesLost?: boolean; more?: string[]; focus?: boolean }

/** The "could not send" alert; the live region is always there, so screen readers announce the message the moment it appears. */
export function SendFailureAlert({
  form,
  failure,
  facts = companyFacts,
}: {
  form: FormKind
  failure: RepliedFailure | undefined
  facts?: Pick<CompanyFacts, 'contactEmail'>
}) {
  const { i18n } = useLingui()
  const { contactEmail } = facts
  const seconds = failure?.retryInSeconds
  return (
    <div role="alert" className={styles.root}>
      {failure ? (
        <div className={styles.box} {...(failure.focus && { tabIndex: -1, autoFocus: true })}>
          <p className={styles.title}>{i18n._(sendFailureMessages[form])}</p>
          {seconds ? (
            <p>
              <Trans comment="In the form's send-failure alert while the form waits to send again by itself (a few seconds)">
                The form will be sent again automatically in {seconds} seconds: keep this page open. Everything you typed is still here.
              </Trans>
            </p>
          ) : failure.message ? (
            <>
              <p>{failure.message}</p>
              {failure.valuesLost ? null : (
                <p>
                  <Trans comment="Under the server's reason in the form's send-failure alert">Everything you typed is still here.</Trans>
                </p>
              )}
              {failure.more?.map((line) => (
                <p key={line}>{line}</p>
              ))}
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
