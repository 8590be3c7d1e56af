import type { ChangeEvent, ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FieldElement } from '@modular-forms/react'
import { Trans } from '@lingui/react/macro'
import { loadPhoneLibrary } from '../../../data/forms/phoneLibrary'
import { isInternationalPhone, remaskPhone } from '../../../data/forms/phoneMask'
import type { FieldBinding } from '../fieldBinding'
import { FieldFrame, controlClassName, errorAttributes } from '../FieldFrame/FieldFrame'

type PhoneInputProps = FieldBinding & { id: string; label: ReactNode; placeholder?: string; required?: boolean }

/**
 * A labelled phone field. A Brazilian number takes the national mask, (99) 9999-9999 for a landline and
 * (99) 99999-9999 for a mobile; a number typed with "+" and another country code is formatted as typed
 * (data/forms/phoneMask.ts). A pasted number is re-masked, and the caret stays beside the digit being edited.
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
    if (isInternationalPhone(value)) formatOnceLoaded(input)
  }

  // The international formatter arrives on demand: until it has, the number shows as "+" and digits,
  // then the field is formatted with the caret still after the same digit.
  function formatOnceLoaded(input: HTMLInputElement) {
    loadPhoneLibrary().then(
      () => {
        const caret = input.selectionStart ?? input.value.length
        const edit = remaskPhone({ value: input.value, caret }, input.value)
        if (edit.value === input.value) return
        input.value = edit.value
        if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      },
      // Offline: the number stays as typed, "+" and digits; sending it tries to load the library again.
      () => undefined,
    )
  }

  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={
        <Trans comment="Under the phone field: Brazilian numbers take the national mask, others start with their country code">
          Outside Brazil? Start with + and the country code.
        </Trans>
      }
    >
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
        {...errorAttributes(id, error, true)}
      />
    </FieldFrame>
  )
}
