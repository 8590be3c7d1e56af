import { loadOnce } from '../../shared/loadOnce'
import { codeTimeoutMs } from './codeTimeoutMs'

/**
 * Where the forms get their code beyond the first paint (formCode.ts: checks, send, anti-bot step): fetched once per
 * page, on the visitor's first touch of a form (useSendForm.ts) or at its first check (localizedValidation.ts). An
 * object, so unit tests can replace the load (as pageNavigation).
 */
export const formCodeLoader = {
  load: loadOnce(
    () => import('./formCode'),
    () => codeTimeoutMs,
  ),
}

/** The form's code, once fetched. */
export type FormCode = typeof import('./formCode')
