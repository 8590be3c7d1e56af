import type { I18n } from '@lingui/core'
import { valiForm, type FieldValues, type ValidateForm } from '@modular-forms/react'
import { errorMessage } from '../../data/forms/errorMessages'
import type { ErrorCode } from '../../data/forms/fieldRules'
import { formSchemas, type FormKind } from '../../data/forms/formKinds'

/**
 * Checks a form with its shared valibot schema (data/forms, the server's too) and turns the schema's
 * error codes into the catalogs' messages in the page's language, so browser and server say the same words.
 */
export function localizedValidation<T extends FieldValues>(form: FormKind, i18n: I18n): ValidateForm<T> {
  const check = valiForm<T>(formSchemas[form])
  return async (values) => {
    const codes = await check(values)
    return Object.fromEntries(
      Object.entries(codes).map(([field, code]) => [field, code ? errorMessage(i18n, form, code as ErrorCode, field) : code]),
    ) as typeof codes
  }
}
