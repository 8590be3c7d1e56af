import type { I18n } from '@lingui/core'
import type { FieldValues, FormErrors, ValidateForm } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { formCodeLoader } from './formCodeLoader'

/**
 * Checks a form with its shared valibot schema (data/forms) through the server's own `validate`, and
 * turns the error codes into the catalogs' messages in the page's language, so browser and server say the same
 * words about the same fields, the phone's naming the chosen country. (modular-forms' `valiForm` stops at the first
 * problem, which would hide the checks across fields, such as Brazil's state or the phone's country, until every
 * other field is right.) The checks are not part of the page's first load (formCode.ts); when they cannot be fetched (offline for
 * a moment) the form lets the values through: the server checks every post, and the send says if it could not go.
 */
export function localizedValidation<T extends FieldValues>(form: FormKind, i18n: I18n): ValidateForm<T> {
  return async (values) => {
    const code = await formCodeLoader.load().catch((error: unknown) => {
      console.error('The form is checked by the server only: its checks could not be fetched.', error)
      return undefined
    })
    return (code ? await code.checkForm(form, values, i18n) : {}) as FormErrors<T>
  }
}
