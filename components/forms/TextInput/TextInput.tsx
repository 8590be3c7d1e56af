import type { InputHTMLAttributes, ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FieldBinding } from '../fieldBinding'
import { FieldFrame, controlClassName, errorAttributes } from '../FieldFrame/FieldFrame'

type TextInputProps = FieldBinding & {
  id: string
  label: ReactNode
  type?: 'text' | 'email'
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'autoComplete' | 'required' | 'maxLength' | 'autoFocus'>

/** A labelled one-line text field of a modular-forms form, with its error message linked to it. */
export function TextInput({ field, props, id, label, type = 'text', ...attributes }: TextInputProps) {
  useSignals()
  const error = field.error.value
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        {...props}
        {...attributes}
        id={id}
        type={type}
        value={field.value.value ?? ''}
        className={controlClassName(error)}
        {...errorAttributes(id, error)}
      />
    </FieldFrame>
  )
}
