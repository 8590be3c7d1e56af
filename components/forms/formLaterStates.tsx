import { useLingui } from '@lingui/react'
import { signal } from '@preact/signals-react'
import { formErrorMessages } from '../../data/forms/errorMessages'
import type { FormKind } from '../../data/forms/formKinds'
import { ProofStatus } from './ProofStatus/ProofStatus'
import { SendFailureAlert } from './SendFailureAlert/SendFailureAlert'
import { SubmitButton } from './SubmitButton/SubmitButton'

/** What a form shows only while sending, after a failed send, under a wrong field or while its anti-bot check runs: its island's page must carry these words too. */
export function formLaterStates(form: FormKind) {
  // The alert words its failure two ways: after the server's own reason, and alone (no answer at all).
  return [
    <SubmitButton key="sending" submitting={signal(true)}>
      {null}
    </SubmitButton>,
    <SendFailureAlert key="no-answer" form={form} failure={{}} />,
    <SendFailureAlert key="server-reason" form={form} failure={{ message: '…' }} />,
    <FieldErrorWords key="field-errors" form={form} />,
    // The anti-bot check's words, while it keeps a sent form waiting.
    <ProofStatus key="checking" checking />,
  ]
}

/** Shows nothing: asks for every error message the form's fields can show, so the island receives them all. */
function FieldErrorWords({ form }: { form: FormKind }) {
  const { i18n } = useLingui()
  for (const message of formErrorMessages(form)) i18n._(message)
  return null
}
