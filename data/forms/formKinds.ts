import { contactSchema } from './contactSchema'
import { leadSchema } from './leadSchema'

/** The site's two forms: the contact page's (`contact`) and the landing pages' lead form (`lead`). */
export const formSchemas = { contact: contactSchema, lead: leadSchema } as const

export type FormKind = keyof typeof formSchemas

export const formKinds = Object.keys(formSchemas) as FormKind[]

/** Whether a value names one of the forms, e.g. the hidden `form` field of a post without JavaScript. */
export function isFormKind(value: unknown): value is FormKind {
  return formKinds.includes(value as FormKind)
}
