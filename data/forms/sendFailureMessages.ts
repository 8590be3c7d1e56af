import { plainMsg } from '../../locales/plainMsg/plainMsg'
import type { FormKind } from './formKinds'

// Written with plainMsg, like errorMessages.ts: the browser tests read them through the catalogs too.

export const sendFailureMessages = {
  contact: plainMsg({
    message: 'An error occurred while sending the message!',
    comment: 'Contact form: title of the alert when the message could not be sent. pt-BR: exactly “Ocorreu um erro ao enviar a mensagem!”',
  }),
  lead: plainMsg({
    message: 'Error sending message. Please try again later.',
    comment:
      'Lead forms (the landing pages): title of the alert when the form could not be sent. pt-BR: exactly “Erro ao enviar mensagem. Tente novamente mais tarde.”',
  }),
} as const satisfies Record<FormKind, ReturnType<typeof plainMsg>>

/** The alert's last line once the company has a public address: another way to reach it when a form will not go through. */
export const writeToUsMessage = plainMsg({
  message: 'If sending keeps failing, write to us at <0>{contactEmail}</0>.',
  comment: 'Last line of a form’s alert when it could not be sent; <0>…</0> is a link that opens the visitor’s e-mail program',
})
