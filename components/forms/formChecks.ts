// Part of the form's code fetched on the visitor's first touch, or at its first check (formCode.ts), never with the page:
// the schemas the forms share with the server (valibot) and the words of their errors.
import type { I18n } from '@lingui/core'
import { localizeErrors } from '../../data/forms/errorMessages'
import { type FormKind, formSchemas } from '../../data/forms/formKinds'
import { validate } from '../../data/forms/validate'

/** The form's errors in the page's language, by field; none when its values pass. */
export async function checkForm(form: FormKind, values: Record<string, unknown>, i18n: I18n): Promise<Record<string, string>> {
  const result = await validate(formSchemas[form], values)
  return result.ok ? {} : localizeErrors(i18n, form, result.errors, values)
}
