import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ContactForm } from '../../components/forms/ContactForm/ContactForm'
import { LeadForm } from '../../components/forms/LeadForm/LeadForm'
import { prerenderedPhoneExample } from '../../data/forms/prerenderedPhoneExample'
import { localizePath } from '../../data/localePath'
import { localeTag, locales, type Locale } from '../../data/locales'
import { paths } from '../../data/routes'
import { renderToHtml } from '../render'

/** The header and footer of the stand-in pages, to tell the site's page from the server's own small one. */
export const siteHeader = '<header data-site-header>Tecto</header>'
export const siteFooter = '<footer data-site-footer>© Tecto</footer>'

async function page(locale: Locale, form: Parameters<typeof renderToHtml>[0], path: string) {
  const body = await renderToHtml(form, { locale, urlPathname: path })
  return `<!doctype html>\n<html lang="${localeTag(locale)}">\n<head>\n<meta charset="utf-8">\n<title>Tecto</title>\n</head>\n<body>${siteHeader}<main>${body}</main>${siteFooter}</body>\n</html>\n`
}

/**
 * Stand-ins for the built form pages, by site path: a small page around the real forms, rendered as the prerender
 * does (the contact page and the hire page in every locale).
 */
export async function formPages(): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  for (const { segment } of locales) {
    const contact = localizePath(segment, paths.contact)
    const hire = localizePath(segment, paths.hire)
    const phoneExample = prerenderedPhoneExample(segment)
    pages.set(contact, await page(segment, <ContactForm phoneExample={phoneExample} />, contact))
    pages.set(
      hire,
      await page(segment, <LeadForm id="hire-form" label="Hire tech professionals" submitLabel="Find my professional" phoneExample={phoneExample} />, hire),
    )
  }
  return pages
}

/** A client folder holding the stand-in form pages, for the whole server. */
export async function clientDirWithFormPages(clientDir: string): Promise<string> {
  for (const [path, html] of await formPages()) {
    const file = join(clientDir, path.slice(1), 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  return clientDir
}
