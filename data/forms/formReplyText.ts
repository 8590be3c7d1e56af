import type { Locale } from '../locales'

// Plain strings, no Lingui: the pages the server answers to a form posted without JavaScript.

/** Why a post without JavaScript was not accepted; each gets a sentence on the answer page. */
export type ReplyProblem = 'invalid' | 'tooLarge' | 'unsupported' | 'tooMany' | 'unavailable'

/** Text of the server's answer pages, by locale. */
export const formReplyText = {
  'pt-br': {
    title: 'Não foi possível enviar sua mensagem',
    back: 'Voltar ao formulário',
    problems: {
      invalid: 'Confira estes campos e envie de novo:',
      tooLarge: 'A mensagem é longa demais. Encurte o texto e envie de novo.',
      unsupported: 'Não conseguimos ler o formulário enviado. Volte e envie de novo.',
      tooMany: 'Recebemos muitos envios em pouco tempo. Aguarde um minuto e tente de novo.',
      unavailable: 'Nosso formulário está temporariamente indisponível e sua mensagem não foi registrada. Tente de novo em alguns minutos.',
    },
    fields: { name: 'Nome', phone: 'Telefone', company: 'Empresa', role: 'Cargo', email: 'E-mail', message: 'Mensagem', state: 'Estado', _form: 'Formulário' },
  },
  'en-us': {
    title: 'Your message could not be sent',
    back: 'Back to the form',
    problems: {
      invalid: 'Please check these fields and send the form again:',
      tooLarge: 'Your message is too long. Please shorten it and send it again.',
      unsupported: 'We could not read the form you sent. Please go back and send it again.',
      tooMany: 'We received too many submissions in a short time. Please wait a minute and try again.',
      unavailable: 'Our form is temporarily unavailable and your message was not recorded. Please try again in a few minutes.',
    },
    fields: { name: 'Name', phone: 'Phone', company: 'Company', role: 'Role', email: 'Email', message: 'Message', state: 'State', _form: 'Form' },
  },
  'es-es': {
    title: 'No se ha podido enviar tu mensaje',
    back: 'Volver al formulario',
    problems: {
      invalid: 'Revisa estos campos y vuelve a enviar el formulario:',
      tooLarge: 'El mensaje es demasiado largo. Acórtalo y vuelve a enviarlo.',
      unsupported: 'No hemos podido leer el formulario enviado. Vuelve atrás y envíalo de nuevo.',
      tooMany: 'Hemos recibido demasiados envíos en poco tiempo. Espera un minuto y vuelve a intentarlo.',
      unavailable: 'Nuestro formulario no está disponible en este momento y tu mensaje no se ha registrado. Inténtalo de nuevo en unos minutos.',
    },
    fields: { name: 'Nombre', phone: 'Teléfono', company: 'Empresa', role: 'Cargo', email: 'Correo electrónico', message: 'Mensaje', state: 'Estado', _form: 'Formulario' },
  },
} as const satisfies Record<Locale, { title: string; back: string; problems: Record<ReplyProblem, string>; fields: Record<string, string> }>

/** The label of a form field on an answer page, or the field's name when it has none. */
export function fieldLabel(locale: Locale, field: string): string {
  const fields: Record<string, string> = formReplyText[locale].fields
  return fields[field] ?? field
}
