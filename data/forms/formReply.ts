/** What a form page answering a refused post without JavaScript shows (docs/product/forms.md), set by the lead server. */
export type FormReply = {
  /** The posted values by field name; none when the body was not read (a 413, 415 or 429). */
  values?: Record<string, string>
  /** Error messages by field name, in the page's language. */
  errors: Record<string, string>
  /** Why the post was refused, in the page's language: the alert's reason. */
  reason: string
  /** The refused post's campaign, sent again with the corrected form, whose address no longer carries it. */
  campaign?: Record<string, string>
  /** The site's root when the API answers on another origin (`https://tecto.com.br/`): the page's `<base>`. */
  baseHref?: string
}
