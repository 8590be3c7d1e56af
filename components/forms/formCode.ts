// The part of a form's code not needed for its first paint, fetched on the visitor's first touch (formCodeLoader.ts):
// its checks, its send and the anti-bot step the send calls.
import type { I18n } from '@lingui/core'
import { localizeErrors } from '../../data/forms/errorMessages'
import { type FormKind, formSchemas } from '../../data/forms/formKinds'
import { validate } from '../../data/forms/validate'

export { sendForm, startProof } from './formSend'

/**
 * The form's errors in the page's language, by field (none when its values pass), from the schema the server checks
 * with and in its words, the phone's naming the chosen country. Not modular-forms' `valiForm`: it stops at the first
 * problem, which would hide the checks across fields (Brazil's state, the phone's country) until the rest is right.
 */
export async function checkForm(form: FormKind, values: Record<string, unknown>, i18n: I18n): Promise<Record<string, string>> {
  const result = await validate(formSchemas[form], values)
  return result.ok ? {} : localizeErrors(i18n, form, result.errors, values)
}
