import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { countryOptions } from '../../../data/countries'
import { useLocale } from '../../../shared/usePageContext'
import type { FieldBinding } from '../fieldBinding'
import { Select } from '../Select/Select'

/**
 * The forms' country field, `country`: every ISO 3166-1 country named in the page's language, the page's own country
 * first (data/countries.ts). A plain `<select>`, so a form posted without JavaScript sends the choice too.
 */
export function CountrySelect({ field, props, id, autoFocus }: FieldBinding & { id: string; autoFocus?: boolean }) {
  const locale = useLocale()
  const { t } = useLingui()
  const options = useMemo(() => countryOptions(locale), [locale])
  return (
    <Select
      field={field}
      props={props}
      id={id}
      label={t({
        message: 'Country',
        comment: 'The forms’ country list: the phone number follows it, and the lead forms then ask Brazil’s leads for their state',
      })}
      placeholder={t`Select your country`}
      options={options}
      autoComplete="country"
      required
      autoFocus={autoFocus}
    />
  )
}
