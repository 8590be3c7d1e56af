import { valiForm, type FieldValues, type ValidateForm } from '@modular-forms/react'
import { errorMessage } from '../../data/forms/errorMessages'
import type { ErrorCode } from '../../data/forms/fieldRules'
import { formSchemas, type FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'

/**
 * Checks a form with its shared valibot schema (data/forms, the server's too) and turns the schema's
 * error codes into SPEC §5's messages in the page's language, so browser and server say the same words.
 */
export function localizedValidation<T extends FieldValues>(form: FormKind, locale: Locale): ValidateForm<T> {
  const check = valiForm<T>(formSchemas[form])
  return async (values) => {
    const codes = await check(values)
    return Object.fromEntries(
      Object.entries(codes).map(([field, code]) => [field, code ? errorMessage(form, locale, code as ErrorCode, field) : code]),
    ) as typeof codes
  }
}
