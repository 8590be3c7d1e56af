import type { I18n } from '@lingui/core'
import type { FieldValues, FormErrors, ValidateForm } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { loadOnce } from '../../shared/loadOnce'

/** The forms' code beyond the first paint (formCode.ts), given up after 30 s as a post is. An object, so unit tests can replace it. */
export const formCodeLoader = {
  load: loadOnce(
    () => import('./formCode'),
    () => 30_000,
  ),
}

/** The form's check on submit (formCode.ts `checkForm`); when it cannot be fetched the values go through: the server checks every post. */
export function localizedValidation<T extends FieldValues>(form: FormKind, i18n: I18n): ValidateForm<T> {
  return async (values) => {
    const code = await formCodeLoader.load().catch((error: unknown) => {
      console.error('The form is checked by the server only: its checks could not be fetched.', error)
      return undefined
    })
    return (code ? await code.checkForm(form, values, i18n) : {}) as FormErrors<T>
  }
}

/** Whether this browser can solve the anti-bot check (a worker, and WebCrypto: a secure page). An object, so unit tests can replace it. */
export const proofSupport = {
  supported: () => typeof Worker === 'function' && typeof globalThis.crypto?.subtle === 'object',
}
