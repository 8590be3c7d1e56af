import { useMemo } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { useLingui } from '@lingui/react/macro'
import { brazilianStates } from '../../../data/brazilianStates'
import { countryOptions } from '../../../data/countries'
import { fieldLimits } from '../../../data/forms/fieldLimits'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { useLocale } from '../../../shared/usePageContext'
import { controlClassName, errorAttributes, FieldFrame } from '../FieldFrame/FieldFrame'
import type { FieldBinding } from '../fieldBinding'
import { PhoneInput } from '../PhoneInput/PhoneInput'
import { Select } from '../Select/Select'
import * as styles from './FormField.css'

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

/**
 * The control of one of the forms' fields, labelled and with its error message linked to it, chosen by the field's
 * name. Every field is required; the state only for Brazil, by the schema. The country list names every ISO 3166-1
 * country in the page's language, the page's own first (data/countries.ts); the message box is 159 px tall.
 */
export function FormField({ spec, field, props, id, country, phoneExample, autoFocus }: FormFieldProps) {
  useSignals()
  const { t } = useLingui()
  const locale = useLocale()
  const countries = useMemo(() => countryOptions(locale), [locale])
  const { name, label = '', placeholder, autoComplete } = spec
  const common = { field, props, id, autoFocus }
  if (name === 'phone') return <PhoneInput {...common} label={label} country={country} example={phoneExample} required />
  if (name === 'country') {
    const countryLabel = t({
      message: 'Country',
      comment: 'The forms’ country list: the phone number follows it, and the lead forms then ask Brazil’s leads for their state',
    })
    return <Select {...common} label={countryLabel} placeholder={t`Select your country`} options={countries} autoComplete="country" required />
  }
  if (name === 'state') {
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
  }
  const error = field.error.value
  const value = field.value.value ?? ''
  const control = { ...props, id, autoFocus, placeholder, required: true, ...errorAttributes(id, error) }
  return (
    <FieldFrame id={id} label={label} error={error}>
      {name === 'message' ? (
        <textarea
          {...control}
          maxLength={fieldLimits.message}
          // The HTML parser drops a newline right after <textarea>: written on the server, a message's own first one gets a second.
          value={import.meta.env.SSR && value.startsWith('\n') ? `\n${value}` : value}
          className={controlClassName(error, styles.message)}
        />
      ) : (
        <input
          {...control}
          type={spec.type ?? 'text'}
          maxLength={fieldLimits[name as keyof typeof fieldLimits]}
          autoComplete={autoComplete}
          value={value}
          className={controlClassName(error)}
        />
      )}
    </FieldFrame>
  )
}
