import { ContactForm } from '../../components/forms/ContactForm/ContactForm'
import { LeadForm } from '../../components/forms/LeadForm/LeadForm'
import type { FormReply } from '../../data/forms/formReply'
import { prerenderedPhoneExample } from '../../data/forms/prerenderedPhoneExample'
import { splitLocale } from '../../data/localePath'
import { localeTag } from '../../data/locales'
import { paths } from '../../data/routes'
import type { RenderFormPage } from '../../server/routes/formReplyPage'
import { renderToHtml } from '../render'

/** The header and footer of the stand-in pages, to tell the site's page from the server's own small one. */
export const siteHeader = '<header data-site-header>Tecto</header>'
export const siteFooter = '<footer data-site-footer>© Tecto</footer>'

/**
 * A stand-in for the build's form pages (renderFormPageOf, server/routes/formReplyPage.ts): the real forms, rendered with the reply in
 * the page context as the build renders them, in a small page (the contact page and the hire page in every locale).
 * It keeps the replies it was given.
 */
export function renderFormPages(): RenderFormPage & { replies: FormReply[] } {
  const replies: FormReply[] = []
  const render = async (path: string, formReply: FormReply) => {
    replies.push(formReply)
    const { locale, path: page } = splitLocale(path)
    const phoneExample = prerenderedPhoneExample(locale)
    const forms: Record<string, React.ReactNode> = {
      [paths.contact]: <ContactForm phoneExample={phoneExample} />,
      [paths.hire]: <LeadForm id="hire-form" label="Hire tech professionals" submitLabel="Find my professional" phoneExample={phoneExample} />,
    }
    if (!forms[page]) return undefined
    const body = await renderToHtml(forms[page], { locale, urlPathname: path, formReply })
    return `<!doctype html>\n<html lang="${localeTag(locale)}">\n<head>\n<meta charset="utf-8">\n<title>Tecto</title>\n</head>\n<body>${siteHeader}<main>${body}</main>${siteFooter}</body>\n</html>\n`
  }
  return Object.assign(render, { replies })
}
