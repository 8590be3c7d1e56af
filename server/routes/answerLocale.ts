import { splitLocale } from '../../data/localePath'
import { defaultLocale, isLocale, locales, type Locale } from '../../data/locales'
import { pageUrl } from './formReplyPage'

/** What a request tells about its page's language; `body` once read, `formPost` for a form posted without JavaScript. */
export type LocaleClues = { body?: unknown; acceptLanguage?: string | string[]; referer?: string; formPost: boolean }

/** The locale segment of a page address, e.g. `https://tecto.com.br/en-us/contato` → `en-us`. */
export function localeOfAddress(address: unknown): Locale | undefined {
  const { locale, hasLocaleSegment } = splitLocale(pageUrl(address)?.pathname ?? '/')
  return hasLocaleSegment ? locale : undefined
}

/** The language a body states: its `locale` field, else the locale segment of its page address (`origin`). */
export function bodyLocale(body: unknown): Locale | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { locale, origin } = body as Record<string, unknown>
  const field = typeof locale === 'string' ? locale.toLowerCase() : undefined
  return isLocale(field) ? field : localeOfAddress(origin)
}

/** Our locale for one language range: the exact tag (`en-US`), else the same language (`en`, `en-GB`). */
function localeOfRange(range: string): Locale | undefined {
  const exact = locales.find((locale) => locale.tag.toLowerCase() === range)
  if (exact) return exact.segment
  const language = range.split('-', 1)[0]
  return locales.find((locale) => locale.tag.toLowerCase().split('-', 1)[0] === language)?.segment
}

/** The most preferred of our locales in an Accept-Language header (`es-MX,es;q=0.9,en;q=0.5` → `es-es`); `*` says nothing. */
export function acceptedLocale(header: string | string[] | undefined): Locale | undefined {
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim())
      const q = parameters.find((parameter) => /^q=/i.test(parameter))
      return { range: range.toLowerCase(), weight: q === undefined ? 1 : Number(q.slice(2)), index }
    })
    .filter(({ range, weight }) => range !== '' && range !== '*' && weight > 0)
    // Equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranges.map(({ range }) => localeOfRange(range)).find(Boolean)
}

/**
 * The language of an answer: the body's, else for a JSON post its Accept-Language (the form's script sets the page's),
 * for a native form post (the browser's preferences) the Referer's first; else Portuguese.
 */
export function answerLocale({ body, acceptLanguage, referer, formPost }: LocaleClues): Locale {
  const fromBody = bodyLocale(body)
  if (fromBody) return fromBody
  const fromHeader = acceptedLocale(acceptLanguage)
  const fromReferer = localeOfAddress(referer)
  return (formPost ? (fromReferer ?? fromHeader) : (fromHeader ?? fromReferer)) ?? defaultLocale
}
