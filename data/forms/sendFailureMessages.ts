import type { Locale } from '../locales'
import type { FormKind } from './formKinds'

// Plain strings, no Lingui, like errorMessages.ts: SPEC §8 gives these words and they are used verbatim
// (the spec writes the Spanish one without an opening "¡"); it gives the lead forms' only in Portuguese,
// the English and Spanish ones are ours. The browser tests read this table too.

/** The alert shown when a form could not be sent (SPEC §8), by form and locale. */
export const sendFailureMessages = {
  contact: {
    'pt-br': 'Ocorreu um erro ao enviar a mensagem!',
    'en-us': 'An error occurred while sending the message!',
    'es-es': 'Se produjo un error al enviar el mensaje!',
  },
  lead: {
    'pt-br': 'Erro ao enviar mensagem. Tente novamente mais tarde.',
    'en-us': 'Error sending message. Please try again later.',
    'es-es': 'Error al enviar el mensaje. Inténtalo de nuevo más tarde.',
  },
} as const satisfies Record<FormKind, Record<Locale, string>>

/** The send-failure alert of a form, in a locale. */
export function sendFailureMessage(form: FormKind, locale: Locale): string {
  return sendFailureMessages[form][locale]
}
