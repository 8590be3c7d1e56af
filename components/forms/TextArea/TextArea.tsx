import type { ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FieldBinding } from '../fieldBinding'
import { FieldFrame, controlClassName, errorAttributes } from '../FieldFrame/FieldFrame'
import * as styles from './TextArea.css'

type TextAreaProps = FieldBinding & { id: string; label: ReactNode; placeholder?: string; required?: boolean; maxLength?: number; autoFocus?: boolean }

/** A labelled multi-line text field, 159 px tall (docs/product/forms.md), with its error message linked to it. */
export function TextArea({ field, props, id, label, ...attributes }: TextAreaProps) {
  useSignals()
  const error = field.error.value
  const value = field.value.value ?? ''
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        {...props}
        {...attributes}
        id={id}
        // The HTML parser drops a newline right after <textarea>: written on the server, a message's own first one gets a second.
        value={import.meta.env.SSR && value.startsWith('\n') ? `\n${value}` : value}
        className={controlClassName(error, styles.box)}
        {...errorAttributes(id, error)}
      />
    </FieldFrame>
  )
}
