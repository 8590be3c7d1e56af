import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import type { FieldElement } from '@modular-forms/react'
import { Trans } from '@lingui/react/macro'
import { brazil } from '../../../data/countries'
import { phoneExample, type PhoneExample } from '../../../data/forms/phoneExample'
import { phoneCountry, phoneKind } from '../../../data/forms/phoneKind'
import { loadedPhoneLibrary, loadPhoneLibrary } from '../../../data/forms/phoneLibrary'
import { remaskPhone } from '../../../data/forms/phoneMask'
import { FieldFrame, controlClassName, errorAttributes, type FieldBinding } from '../FieldFrame/FieldFrame'

type PhoneInputProps = FieldBinding & {
  id: string
  label: string
  autoFocus?: boolean
  country: ReadonlySignal<string | undefined>
  example: PhoneExample
}

/** The phone field, masked as the country chosen in its form writes numbers (data/forms/phoneMask.ts), caret kept beside its digit. */
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

  // In place of modular-forms' own `onChange` (every keystroke, as preact/compat binds it): masks, then hands on.
  function onChange(event: ChangeEvent<FieldElement>) {
    const input = event.currentTarget as HTMLInputElement
    // The DOM's own InputEvent: whether the edit was a deletion or a paste.
    const native = ((event as { nativeEvent?: Event }).nativeEvent ?? event) as InputEvent
    const edit = { value: input.value, caret: input.selectionStart ?? input.value.length }
    const { value, caret } = remaskPhone(edit, field.value.peek() ?? '', native.inputType ?? '', country)
    // The masked text goes in before the form reads it, so the field only holds masked values and Preact leaves the caret.
    input.value = value
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret)
    props.onChange(event)
    if (phoneKind(value, country) !== 'brazilian') formatOnceLoaded(input)
  }

  // Other countries' formatter arrives on demand: until then the number shows as digits, then it is formatted.
  function formatOnceLoaded(input: HTMLInputElement) {
    loadPhoneLibrary().then(
      (loaded) => {
        setLibrary(loaded)
        reformat(input)
      },
      // Offline: the number stays as typed; sending it tries to load the library again.
      () => undefined,
    )
  }

  /** Formats the text again for the country chosen now; `always` tells the form even when the text stays, so its message follows the country. */
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
        required
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
