// The text a built page shows, read from its HTML without a browser, for the pages the sweep does not open in
// Chromium. A regular expression reading suffices: the HTML is the prerender's own output, and the catalog's
// sentences never span an element (markup inside a message is a placeholder, which splits its sentences).
import { normalize, withoutPlaceholders } from './catalogSentences'

/** Elements whose content is no text of the page: scripts (and the islands' JSON), styles, inert templates. */
const notText = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Decodes the character references the prerender writes (it escapes `&`, `<`, `>` and `"`, nothing else). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return namedEntities[name.toLowerCase()] ?? reference
  })
}

/** The text of the `<body>`: every text node outside script, style and template, a space between elements. */
export function bodyText(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? ''
  return normalize(decodeEntities(body.replace(notText, ' ').replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ')))
}

/**
 * The texts of a compiled Lingui message: its strings, and those of its plural or select branches
 * (a nested array is a placeholder: `[name]` or `[name, format, branches]`; its name and format are no text).
 */
function messageTexts(message: unknown): string[] {
  if (typeof message === 'string') return [message]
  if (!Array.isArray(message)) return []
  return message.flatMap((part) => {
    if (typeof part === 'string') return [part]
    if (!Array.isArray(part)) return []
    const branches = part[2]
    return branches && typeof branches === 'object' ? Object.values(branches).flatMap(messageTexts) : []
  })
}

/**
 * What the consent banner shows once it appears: it renders in the browser only, from the messages its island
 * carries in the page (the JSON script after `<tecto-island data-island="ConsentBanner">`).
 */
export function consentBannerText(html: string): string {
  const json = /<tecto-island\s[^>]*data-island="ConsentBanner"[^>]*>[\s\S]*?<\/tecto-island>\s*<script type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  if (json === undefined) throw new Error('no consent banner island in the page')
  const { messages } = JSON.parse(json) as { messages: Record<string, unknown> }
  return Object.values(messages).flatMap(messageTexts).map(withoutPlaceholders).join(' ')
}

/** What a first-time visitor of the page reads: the body's text and the consent banner. */
export function staticPageText(html: string): string {
  return `${bodyText(html)} ${consentBannerText(html)}`
}
