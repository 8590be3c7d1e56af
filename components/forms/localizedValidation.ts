import type { I18n } from '@lingui/core'
import type { FieldValues, FormErrors, ValidateForm } from '@modular-forms/react'
import type { GenericSchema } from 'valibot'
import { localizeErrors } from '../../data/forms/errorMessages'
import type { FormKind } from '../../data/forms/formKinds'
import { validate } from '../../data/forms/validate'

/**
 * Checks a form with its shared valibot schema (data/forms) through the server's own `validate`, and
 * turns the error codes into the catalogs' messages in the page's language, so browser and server say the same
 * words about the same fields, the phone's naming the chosen country. (modular-forms' `valiForm` stops at the first
 * problem, which would hide the checks across fields, such as Brazil's state or the phone's country, until every
 * other field is right.) Each form passes its own schema, so a page's script carries only its form's (the contact
 * page, no state list).
 */
export function localizedValidation<T extends FieldValues>(form: FormKind, schema: GenericSchema, i18n: I18n): ValidateForm<T> {
  return async (values) => {
    const result = await validate(schema, values)
    return (result.ok ? {} : localizeErrors(i18n, form, result.errors, values)) as FormErrors<T>
  }
}
