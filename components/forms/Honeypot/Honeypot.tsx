import { useSignals } from '@preact/signals-react/runtime'
import { Trans } from '@lingui/react/macro'
import { visuallyHidden } from '../../theme/visuallyHidden.css'
import type { FieldBinding } from '../fieldBinding'

/**
 * The honeypot field `website`: hidden from people (out of sight, out of the tab order and of
 * assistive technology), filled in by bots, whose posts the server then silently drops.
 */
export function Honeypot({ field, props, id }: FieldBinding & { id: string }) {
  useSignals()
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label htmlFor={id}>
        <Trans comment="Label of a hidden anti-spam field that people never see">Leave this field empty</Trans>
      </label>
      <input {...props} id={id} type="text" tabIndex={-1} autoComplete="off" value={field.value.value ?? ''} />
    </div>
  )
}
