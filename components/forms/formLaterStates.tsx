import { signal } from '@preact/signals-react'
import type { FormKind } from '../../data/forms/formKinds'
import { SendFailureAlert } from './SendFailureAlert/SendFailureAlert'
import { SubmitButton } from './SubmitButton/SubmitButton'

/** What a form shows only while sending or after a failed send: its island's page must carry these words too. */
export function formLaterStates(form: FormKind) {
  return [<SubmitButton submitting={signal(true)}>{null}</SubmitButton>, <SendFailureAlert form={form} visible />]
}
