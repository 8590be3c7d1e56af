import { useMemo } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { Trans, useLingui } from '@lingui/react/macro'
import { brazilianStates } from '../../../data/brazilianStates'
import { countryOptions } from '../../../data/countries'
import { fieldLimits } from '../../../data/forms/fieldLimits'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { useLocale } from '../../../shared/usePageContext'
import { visuallyHidden } from '../../theme/visuallyHidden.css'
import { controlClassName, errorAttributes, FieldFrame, type FieldBinding } from '../FieldFrame/FieldFrame'
import * as styles from '../FieldFrame/FieldFrame.css'
import { PhoneInput } from '../PhoneInput/PhoneInput'

/** A field as a form lists it: its name (the key posted, which picks its control) and its words in the page's language. */
export type FieldSpec = {
  name: string
  /** Its label; the country and state lists name themselves. */
  label?: string
  placeholder?: string
  autoComplete?: string
  type?: 'email'
  /** A class for the field's frame: the contact form's wide message, the lead form's state shown only for Brazil. */
  className?: string
}

const stateOptions = brazilianStates.map((state) => ({ value: state.code, label: state.name }))

type FormFieldProps = FieldBinding & {
  spec: FieldSpec
  id: string
  country: ReadonlySignal<string | undefined>
  phoneExample: PhoneExample
  /** The first field to fix on a page answering a refused post (docs/product/forms.md). */
  autoFocus?: boolean
}

/** A field's control, chosen by its name; `website` is the honeypot, hidden from people, filled in by bots, whose posts the server drops. */
export function FormField({ spec, field, props, id, country, phoneExample, autoFocus }: FormFieldProps) {
  useSignals()
  const { t } = useLingui()
  const locale = useLocale()
  const countries = useMemo(() => countryOptions(locale), [locale])
  const { name, label = '', placeholder, autoComplete } = spec
  const error = field.error.value
  const value = field.value.value ?? ''
  if (name === 'website') {
    return (
      <div className={visuallyHidden} aria-hidden="true">
        <label htmlFor={id}>
          <Trans comment="Label of a hidden anti-spam field that people never see">Leave this field empty</Trans>
        </label>
        <input {...props} id={id} type="text" tabIndex={-1} autoComplete="off" value={value} />
      </div>
    )
  }
  if (name === 'phone') return <PhoneInput field={field} props={props} id={id} label={label} autoFocus={autoFocus} country={country} example={phoneExample} />
  const control = { ...props, id, autoFocus, ...errorAttributes(id, error) }
  const lists = {
    country: {
      label: t({
        message: 'Country',
        comment: 'The forms’ country list: the phone number follows it, and the lead forms then ask Brazil’s leads for their state',
      }),
      prompt: t`Select your country`,
      options: countries,
      autoComplete: 'country',
    },
    state: {
      label: t({ message: 'State', comment: 'One of the 27 Brazilian federative units' }),
      prompt: t`Select your state`,
      options: stateOptions,
      autoComplete: 'address-level1',
    },
  }
  if (name === 'country' || name === 'state') {
    const list = lists[name]
    return (
      <FieldFrame id={id} label={list.label} error={error} className={spec.className}>
        <select
          {...control}
          // The state is not `required`: hidden, it would block the post without JavaScript; the schema asks it for Brazil.
          required={name === 'country'}
          aria-required={name === 'state' || undefined}
          autoComplete={list.autoComplete}
          value={value}
          className={controlClassName(error, styles.select)}
        >
          <option value="" disabled>
            {list.prompt}
          </option>
          {list.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    )
  }
  const text = { ...control, placeholder, required: true, maxLength: fieldLimits[name as keyof typeof fieldLimits] }
  return (
    <FieldFrame id={id} label={label} error={error} className={spec.className}>
      {name === 'message' ? (
        <textarea
          {...text}
          // The HTML parser drops a newline right after <textarea>: written on the server, a message's own first one gets a second.
          value={import.meta.env.SSR && value.startsWith('\n') ? `\n${value}` : value}
          className={controlClassName(error, styles.message)}
        />
      ) : (
        <input {...text} type={spec.type ?? 'text'} autoComplete={autoComplete} value={value} className={controlClassName(error)} />
      )}
    </FieldFrame>
  )
}
