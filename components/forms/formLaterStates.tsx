import { signal } from '@preact/signals-react'
import type { FormKind } from '../../data/forms/formKinds'
import { SendFailureAlert } from './SendFailureAlert/SendFailureAlert'
import { SubmitButton } from './SubmitButton/SubmitButton'

/** What a form shows only while sending or after a failed send: its island's page must carry these words too. */
export function formLaterStates(form: FormKind) {
  // The alert words its failure two ways: after the server's own reason, and alone (no answer at all).
  return [
    <SubmitButton submitting={signal(true)}>{null}</SubmitButton>,
    <SendFailureAlert form={form} failure={{}} />,
    <SendFailureAlert form={form} failure={{ message: '…' }} />,
  ]
}
