/** A reference from a page to another resource: the tag and attribute it sits in, and the URL as written. */
export type PageLink = { tag: string; attribute: string; url: string }

const attributes: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
}

/** Decodes the few entities our HTML writes into attributes. */
const decodeEntities = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')

/** Every URL that a page's links, stylesheets, images and scripts point to (srcset split into its URLs). */
export function pageLinks(html: string): PageLink[] {
  const links: PageLink[] = []
  for (const [, tag, rest] of html.matchAll(/<(a|link|img|source|script|iframe)\s([^>]*)>/gi)) {
    for (const attribute of attributes[tag!.toLowerCase()]!) {
      const value = new RegExp(`\\s?${attribute}="([^"]*)"`, 'i').exec(` ${rest!}`)?.[1]
      if (value === undefined) continue
      const urls =
        attribute === 'srcset'
          ? decodeEntities(value)
              .split(',')
              .map((entry) => entry.trim().split(/\s+/)[0]!)
          : [decodeEntities(value)]
      for (const url of urls) if (url) links.push({ tag: tag!.toLowerCase(), attribute, url })
    }
  }
  return links
}

/** The ids a page defines, which `#fragment` links may target. */
export function pageIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeEntities(id!)))
}
