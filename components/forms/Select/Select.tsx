import type { ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FieldBinding } from '../fieldBinding'
import { FieldFrame, controlClassName, errorAttributes } from '../FieldFrame/FieldFrame'
import * as styles from './Select.css'

type SelectProps = FieldBinding & {
  id: string
  label: ReactNode
  /** The first, disabled option, shown until the visitor chooses (docs/product/forms.md). */
  placeholder: string
  options: readonly { value: string; label: string }[]
  required?: boolean
  'aria-required'?: boolean
  autoComplete?: string
  autoFocus?: boolean
}

/** A labelled drop-down list with a disabled placeholder option, and its error message linked to it. */
export function Select({ field, props, id, label, placeholder, options, ...attributes }: SelectProps) {
  useSignals()
  const error = field.error.value
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        {...props}
        {...attributes}
        id={id}
        value={field.value.value ?? ''}
        className={controlClassName(error, styles.select)}
        {...errorAttributes(id, error)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
