import type { I18n } from '@lingui/core'
import type { FieldValues, FormErrors, ValidateForm } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { loadOnce } from '../../shared/loadOnce'

/**
 * Where the forms get their code beyond the first paint (formCode.ts: checks, send, anti-bot step): fetched once per
 * page, on the visitor's first touch of a form (useSendForm.ts) or at its first check, and given up after 30 s, as a
 * post is (submitLead.ts). An object, so unit tests can replace the load.
 */
export const formCodeLoader = {
  load: loadOnce(
    () => import('./formCode'),
    () => 30_000,
  ),
}

/** The form's code, once fetched. */
export type FormCode = typeof import('./formCode')

/**
 * The form's check on submit, through the loader (formCode.ts `checkForm`). When the checks cannot be fetched
 * (offline for a moment) the values go through: the server checks every post, and the send says if it could not go.
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
