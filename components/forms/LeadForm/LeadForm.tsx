import { useLingui } from '@lingui/react/macro'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { FormShell } from '../FormShell/FormShell'
import * as styles from './LeadForm.css'

type LeadFormProps = {
  /** The form's anchor id (data/routes.ts `leadFormAnchors`); its fields' ids start with it. */
  id: string
  /** The form's accessible name and its button's words, the landing page's own. */
  label: string
  submitLabel: string
  phoneExample: PhoneExample
}

/** The landing pages' lead form (docs/recipes/landing-page.md): name, e-mail, phone, country and, for Brazil, the state. */
export function LeadForm({ id, label, submitLabel, phoneExample }: LeadFormProps) {
  const { t } = useLingui()
  return (
    <FormShell
      kind="lead"
      idPrefix={id}
      phoneExample={phoneExample}
      attributes={{ id, className: styles.root, 'aria-label': label }}
      fields={[
        { name: 'name', label: t`Name`, autoComplete: 'name', placeholder: t`Your full name` },
        { name: 'email', label: t`Work email`, type: 'email', autoComplete: 'email' },
        { name: 'phone', label: t`Phone (WhatsApp)` },
        { name: 'country' },
        { name: 'state', className: styles.brazilOnly },
      ]}
      submitLabel={submitLabel}
    />
  )
}
