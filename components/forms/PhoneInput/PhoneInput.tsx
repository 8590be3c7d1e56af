import type { ChangeEvent, ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FieldElement } from '@modular-forms/react'
import { remaskPhone } from '../../../data/forms/phoneMask'
import type { FieldBinding } from '../fieldBinding'
import { FieldFrame, controlClassName, errorAttributes } from '../FieldFrame/FieldFrame'

type PhoneInputProps = FieldBinding & { id: string; label: ReactNode; placeholder?: string; required?: boolean }

/**
 * A labelled phone field with SPEC §5's mask, (99) 99999-9999: digits only, a pasted number (formatted
 * or not, with or without +55) is re-masked, and the caret stays beside the digit being edited.
 */
export function PhoneInput({ field, props, id, label, ...attributes }: PhoneInputProps) {
  useSignals()
  const error = field.error.value

  function onChange(event: ChangeEvent<FieldElement>) {
    const input = event.currentTarget as HTMLInputElement
    const inputType = (event.nativeEvent as InputEvent).inputType ?? ''
    const edit = { value: input.value, caret: input.selectionStart ?? input.value.length }
    const { value, caret } = remaskPhone(edit, field.value.peek() ?? '', inputType)
    // The masked text goes into the input before the form reads it, so the field only ever holds masked values;
    // React then finds the input already showing its new value and leaves the caret where we put it.
    input.value = value
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret)
    props.onChange(event)
  }

  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        {...props}
        {...attributes}
        onChange={onChange}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={field.value.value ?? ''}
        className={controlClassName(error)}
        {...errorAttributes(id, error)}
      />
    </FieldFrame>
  )
}
