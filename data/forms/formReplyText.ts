import type { Locale } from '../locales'

// Plain strings, no Lingui: the server's answers to a form, as a page (posted without JavaScript) or as
// the `message` of a JSON error that the form shows in its alert.

/** Why a post was not accepted; each gets a sentence on the answer page and in a JSON error. */
export type ReplyProblem = 'invalid' | 'tooLarge' | 'unsupported' | 'tooMany' | 'unavailable'

// Sentences that suit both the answer page and the form's alert: they say what to do, not where to click.
const shared = {
  'pt-br': {
    tooLarge: 'A mensagem é longa demais. Encurte o texto e envie de novo.',
    tooMany: 'Recebemos muitos envios em pouco tempo. Aguarde um minuto e tente de novo.',
    unavailable: 'Nosso formulário está temporariamente indisponível e sua mensagem não foi registrada. Tente de novo em alguns minutos.',
  },
  'en-us': {
    tooLarge: 'Your message is too long. Please shorten it and send it again.',
    tooMany: 'We received too many submissions in a short time. Please wait a minute and try again.',
    unavailable: 'Our form is temporarily unavailable and your message was not recorded. Please try again in a few minutes.',
  },
  'es-es': {
    tooLarge: 'El mensaje es demasiado largo. Acórtalo y vuelve a enviarlo.',
    tooMany: 'Hemos recibido demasiados envíos en poco tiempo. Espera un minuto y vuelve a intentarlo.',
    unavailable: 'Nuestro formulario no está disponible en este momento y tu mensaje no se ha registrado. Inténtalo de nuevo en unos minutos.',
  },
} as const

/**
 * Text of the server's answers, by locale: `problems` for the answer page (its `invalid` introduces the
 * list of fields, its `unsupported` sends the visitor back), `messages` for a JSON error, read where the
 * form still holds every value.
 */
export const formReplyText = {
  'pt-br': {
    title: 'Não foi possível enviar sua mensagem',
    back: 'Voltar ao formulário',
    problems: {
      ...shared['pt-br'],
      invalid: 'Confira estes campos e envie de novo:',
      unsupported: 'Não conseguimos ler o formulário enviado. Volte e envie de novo.',
    },
    messages: {
      ...shared['pt-br'],
      invalid: 'Há campos vazios ou inválidos. Confira-os e envie de novo.',
      unsupported: 'Não conseguimos ler o formulário enviado. Envie de novo.',
    },
    fields: { name: 'Nome', phone: 'Telefone', company: 'Empresa', role: 'Cargo', email: 'E-mail', message: 'Mensagem', country: 'País', state: 'Estado', _form: 'Formulário' },
  },
  'en-us': {
    title: 'Your message could not be sent',
    back: 'Back to the form',
    problems: {
      ...shared['en-us'],
      invalid: 'Please check these fields and send the form again:',
      unsupported: 'We could not read the form you sent. Please go back and send it again.',
    },
    messages: {
      ...shared['en-us'],
      invalid: 'Some fields are empty or invalid. Please check them and send the form again.',
      unsupported: 'We could not read the form you sent. Please send it again.',
    },
    fields: { name: 'Name', phone: 'Phone', company: 'Company', role: 'Role', email: 'Email', message: 'Message', country: 'Country', state: 'State', _form: 'Form' },
  },
  'es-es': {
    title: 'No se ha podido enviar tu mensaje',
    back: 'Volver al formulario',
    problems: {
      ...shared['es-es'],
      invalid: 'Revisa estos campos y vuelve a enviar el formulario:',
      unsupported: 'No hemos podido leer el formulario enviado. Vuelve atrás y envíalo de nuevo.',
    },
    messages: {
      ...shared['es-es'],
      invalid: 'Hay campos vacíos o no válidos. Revísalos y vuelve a enviar el formulario.',
      unsupported: 'No hemos podido leer el formulario enviado. Vuelve a enviarlo.',
    },
    fields: { name: 'Nombre', phone: 'Teléfono', company: 'Empresa', role: 'Cargo', email: 'Correo electrónico', message: 'Mensaje', country: 'País', state: 'Estado', _form: 'Formulario' },
  },
} as const satisfies Record<
  Locale,
  { title: string; back: string; problems: Record<ReplyProblem, string>; messages: Record<ReplyProblem, string>; fields: Record<string, string> }
>

/** The label of a form field on an answer page, or the field's name when it has none. */
export function fieldLabel(locale: Locale, field: string): string {
  const fields: Record<string, string> = formReplyText[locale].fields
  return fields[field] ?? field
}

/** The `message` of a JSON error answer: why the form was not accepted, in a locale. */
export function replyMessage(locale: Locale, problem: ReplyProblem): string {
  return formReplyText[locale].messages[problem]
}
