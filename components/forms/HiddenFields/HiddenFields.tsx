import type { FormKind } from '../../../data/forms/formKinds'
import { usePageContext } from '../../../shared/usePageContext'

/**
 * What the server needs besides the visible fields when a form is posted without JavaScript: which
 * form it is, the page's language (for the answer and the thank-you page) and the page it came from.
 * With JavaScript the same three go into the JSON, the origin then as the full `location.href`. A page answering a
 * refused post adds the post's campaign, which its own address no longer carries.
 */
export function HiddenFields({ form }: { form: FormKind }) {
  const { locale, urlPathname, formReply } = usePageContext()
  return (
    <>
      {Object.entries(formReply?.campaign ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="origin" value={urlPathname ?? `/${locale}`} />
    </>
  )
}
