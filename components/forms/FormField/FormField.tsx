import type { ReadonlySignal } from '@preact/signals-react'
import { useLingui } from '@lingui/react/macro'
import { brazilianStates } from '../../../data/brazilianStates'
import { fieldLimits } from '../../../data/forms/fieldLimits'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { CountrySelect } from '../CountrySelect/CountrySelect'
import type { FieldBinding } from '../fieldBinding'
import { PhoneInput } from '../PhoneInput/PhoneInput'
import { Select } from '../Select/Select'
import { TextArea } from '../TextArea/TextArea'
import { TextInput } from '../TextInput/TextInput'

/** A field as a form lists it: its name (the key posted, which picks its control) and its words in the page's language. */
export type FieldSpec = {
  name: string
  /** Its label; the country and state lists name themselves. */
  label?: string
  placeholder?: string
  autoComplete?: string
  type?: 'email'
  /** A class for the field's box: the contact form's wide message, the lead form's state shown only for Brazil. */
  className?: string
}

const stateOptions = brazilianStates.map((state) => ({ value: state.code, label: state.name }))

type FormFieldProps = FieldBinding & {
  spec: FieldSpec
  id: string
  /** The country chosen in the form: the phone follows it. */
  country: ReadonlySignal<string | undefined>
  phoneExample: PhoneExample
  /** The first field to fix on a page answering a refused post (docs/product/forms.md). */
  autoFocus?: boolean
}

/** The control of one of the forms' fields, chosen by its name; every field is required (the state for Brazil only). */
export function FormField({ spec, field, props, id, country, phoneExample, autoFocus }: FormFieldProps) {
  const { t } = useLingui()
  const common = { field, props, id, autoFocus }
  const { label = '', placeholder, autoComplete } = spec
  switch (spec.name) {
    case 'phone':
      return <PhoneInput {...common} label={label} country={country} example={phoneExample} required />
    case 'country':
      return <CountrySelect {...common} />
    case 'state':
      return (
        <Select
          {...common}
          label={t({ message: 'State', comment: 'One of the 27 Brazilian federative units' })}
          placeholder={t`Select your state`}
          options={stateOptions}
          autoComplete="address-level1"
          // Not `required`: a hidden required list would block the post without JavaScript; the schema requires it for Brazil.
          aria-required
        />
      )
    case 'message':
      return <TextArea {...common} label={label} placeholder={placeholder} maxLength={fieldLimits.message} required />
    default:
      return (
        <TextInput
          {...common}
          type={spec.type}
          label={label}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={fieldLimits[spec.name as keyof typeof fieldLimits]}
          required
        />
      )
  }
}
