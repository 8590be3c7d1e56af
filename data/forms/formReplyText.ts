import type { I18n, MessageDescriptor } from '@lingui/core'
import { plainMsg } from '../../locales/plainMsg/plainMsg'

// The server's answers to a form, as a page or a JSON error's `message`; plainMsg, as the lead server runs this file as it is.

/** Why a post was not accepted; each gets a sentence on the answer page and in a JSON error. */
export type ReplyProblem = 'invalid' | 'tooLarge' | 'unsupported' | 'tooMany' | 'unavailable' | 'notVerified' | 'tooFast' | 'keyReused' | 'timedOut'

export const replyTitle = plainMsg({
  message: 'Your message could not be sent',
  comment: 'Answer page to a form sent without JavaScript: its heading and title',
})

export const replyBack = plainMsg({ message: 'Back to the form', comment: 'Answer page to a form sent without JavaScript: the link back to the form' })

// Sentences that suit both the answer page and the form's alert: they say what to do, not where to click.
const bothProblems = {
  tooLarge: plainMsg({
    message: 'Your message is too long. Please shorten it and send it again.',
    comment: 'Why a form was refused: on the answer page (sent without JavaScript) and in the form’s alert',
  }),
  tooMany: plainMsg({
    message: 'We received too many submissions in a short time. Please wait a minute and try again.',
    comment: 'Why a form was refused: on the answer page (sent without JavaScript) and in the form’s alert',
  }),
  unavailable: plainMsg({
    message: 'Our form is temporarily unavailable and your message was not recorded. Please try again in a few minutes.',
    comment: 'Why a form was refused: on the answer page (sent without JavaScript) and in the form’s alert',
  }),
  // The bot defence's refusals (server/botDefence). A person meets them only when the form's own retry failed too.
  notVerified: plainMsg({
    message: 'We could not confirm that this form was sent by a person. Please reload the page and send it again.',
    comment: 'Why a form was refused: its automatic anti-spam check (done by the browser, no puzzle for the visitor) failed or was used before',
  }),
  tooFast: plainMsg({
    message: 'The form was sent too quickly after it was opened. Please wait a few seconds and send it again.',
    comment: 'Why a form was refused: it was sent faster than a person can type, which is what spam robots do',
  }),
  // A post whose Idempotency-Key came earlier with other fields (the script's key of a send, reused for another form).
  keyReused: plainMsg({
    message: 'This submission was already used for a different form, so this one was not recorded. Please reload the page and send it again.',
    comment: 'Why a form was refused: its one-time submission key had already come with other content (e.g. the form was changed and sent from a stale page)',
  }),
  timedOut: plainMsg({
    message: 'Your form took too long to arrive and was not recorded. Please check your connection and send it again.',
    comment: 'Why a form was refused: the connection was so slow that the server stopped waiting for it',
  }),
}

/** The small answer page's sentence (`replyPage` in server/routes/formReplyPage.ts): its `invalid` introduces the list of fields, its `unsupported` sends the visitor back. */
export const pageProblems: Record<ReplyProblem, MessageDescriptor> = {
  ...bothProblems,
  invalid: plainMsg({
    message: 'Please check these fields and send the form again:',
    comment: 'Answer page to a form sent without JavaScript: above the list of wrong fields',
  }),
  unsupported: plainMsg({
    message: 'We could not read the form you sent. Please go back and send it again.',
    comment: 'Answer page to a form sent without JavaScript, when the post could not be read',
  }),
}

/** A JSON error's `message`, and the alert's reason on a form page answering a refused post: read where the form still holds every value. */
export const jsonProblems: Record<ReplyProblem, MessageDescriptor> = {
  ...bothProblems,
  invalid: plainMsg({
    message: 'Some fields are empty or invalid. Please check them and send the form again.',
    comment: 'In the form’s alert when the server refused some fields',
  }),
  unsupported: plainMsg({
    message: 'We could not read the form you sent. Please send it again.',
    comment: 'In the form’s alert when the server could not read the post',
  }),
}

const fieldLabels: Record<string, MessageDescriptor> = {
  name: plainMsg({ message: 'Name' }),
  phone: plainMsg({ message: 'Phone' }),
  company: plainMsg({ message: 'Company' }),
  role: plainMsg({ message: 'Role', comment: 'Job title of the person filling in the form' }),
  email: plainMsg({ message: 'Email' }),
  message: plainMsg({ message: 'Message', comment: 'Answer page to a form sent without JavaScript: the name of the contact form’s message field' }),
  country: plainMsg({ message: 'Country' }),
  state: plainMsg({ message: 'State', comment: 'One of the 27 Brazilian federative units' }),
  _form: plainMsg({
    message: 'Form',
    comment: 'Answer page to a form sent without JavaScript: stands for the whole form when the problem is no single field’s',
  }),
}

/** The label of a form field on an answer page, or the field's name when it has none. */
export function fieldLabel(i18n: I18n, field: string): string {
  const label = fieldLabels[field]
  return label ? i18n._(label) : field
}

/** The `message` of a JSON error answer: why the form was not accepted, in the language of `i18n`. */
export function replyMessage(i18n: I18n, problem: ReplyProblem): string {
  return i18n._(jsonProblems[problem])
}
