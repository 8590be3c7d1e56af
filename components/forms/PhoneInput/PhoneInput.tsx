import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FieldElement } from '@modular-forms/react'
import { Trans } from '@lingui/react/macro'
import { brazil } from '../../../data/countries'
import { phoneExample, type PhoneExample } from '../../../data/forms/phoneExample'
import { phoneCountry, phoneKind } from '../../../data/forms/phoneKind'
import { loadedPhoneLibrary, loadPhoneLibrary } from '../../../data/forms/phoneLibrary'
import { remaskPhone } from '../../../data/forms/phoneMask'
import type { FieldBinding } from '../fieldBinding'
import { FieldFrame, controlClassName, errorAttributes } from '../FieldFrame/FieldFrame'

type PhoneInputProps = FieldBinding & {
  id: string
  label: ReactNode
  required?: boolean
  autoFocus?: boolean
  /** The country chosen in the form (its field's value): the number is shown, and checked, as that country's. */
  country: ReadonlySignal<string | undefined>
  /** The placeholder of the country the form starts with, formatted when the page was prerendered. */
  example: PhoneExample
}

/**
 * A labelled phone field that follows the country chosen in its form (data/forms/phoneMask.ts): for Brazil, the
 * national mask, (99) 9999-9999 for a landline and (99) 99999-9999 for a mobile; for another country, that country's
 * format as typed, with its example as placeholder; a number typed with "+" is international anywhere. A pasted
 * number is re-masked, the caret stays beside the digit being edited, and a new country re-formats what is typed.
 */
export function PhoneInput({ field, props, id, label, country: chosen, example, ...attributes }: PhoneInputProps) {
  useSignals()
  const error = field.error.value
  const country = phoneCountry(chosen.value)
  // Set once libphonenumber-js has loaded, so the field shows the example of a country chosen since.
  const [library, setLibrary] = useState(loadedPhoneLibrary)
  const placeholder = country === example.country ? example.text : (phoneExample(country, library) ?? '')
  // For work that finishes after a later render (the library arriving): the country chosen by then.
  const latestCountry = useRef(country)
  latestCountry.current = country

  // In place of modular-forms' own `onChange` (every keystroke, as React and preact/compat bind it): masks, then hands on.
  function onChange(event: ChangeEvent<FieldElement>) {
    const input = event.currentTarget as HTMLInputElement
    // The DOM's own InputEvent (React wraps it as `nativeEvent`): what the edit was, a deletion or a paste.
    const native = ((event as { nativeEvent?: Event }).nativeEvent ?? event) as InputEvent
    const inputType = native.inputType ?? ''
    const edit = { value: input.value, caret: input.selectionStart ?? input.value.length }
    const { value, caret } = remaskPhone(edit, field.value.peek() ?? '', inputType, country)
    // The masked text goes into the input before the form reads it, so the field only ever holds masked values;
    // Preact then finds the input already showing its new value and leaves the caret where we put it.
    input.value = value
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret)
    props.onChange(event)
    if (phoneKind(value, country) !== 'brazilian') formatOnceLoaded(input)
  }

  // The formatter of other countries than Brazil arrives on demand, once the visitor is about to type such a number:
  // until it has, the number shows as digits, then the field is formatted with the caret after the same digit.
  function formatOnceLoaded(input: HTMLInputElement) {
    loadPhoneLibrary().then(
      (loaded) => {
        setLibrary(loaded)
        reformat(input)
      },
      // Offline: the number stays as typed, digits; sending it tries to load the library again.
      () => undefined,
    )
  }

  /**
   * Formats the input's text again for the country chosen now and tells the form, keeping the caret after the same
   * digit; `always` tells the form even when the text stays, so its message follows the country.
   */
  function reformat(input: HTMLInputElement, always = false) {
    const caret = input.selectionStart ?? input.value.length
    const edit = remaskPhone({ value: input.value, caret }, input.value, '', latestCountry.current)
    if (edit.value === input.value && !always) return
    input.value = edit.value
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }

  // A new country: what is typed is shown, and checked again, as a number of that country.
  const shownCountry = useRef(country)
  useEffect(() => {
    if (shownCountry.current === country) return
    shownCountry.current = country
    const input = document.getElementById(id) as HTMLInputElement | null
    if (input?.value) reformat(input, true)
    if (input && country !== brazil) formatOnceLoaded(input)
  })

  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={
        <Trans comment="Under the phone field, which follows the form’s country list; a number typed with “+” and a country code is taken for any country">
          Another country? Choose it in the list, or start with + and the country code.
        </Trans>
      }
    >
      <input
        {...props}
        {...attributes}
        onChange={onChange}
        onFocus={(event) => country !== brazil && formatOnceLoaded(event.currentTarget)}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder}
        value={field.value.value ?? ''}
        className={controlClassName(error)}
        {...errorAttributes(id, error, true)}
      />
    </FieldFrame>
  )
}
