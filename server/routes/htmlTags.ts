// Just enough HTML reading to rewrite the site's own prerendered pages (server/routes/filledFormPage.ts): start tags
// with their attributes, as preact-render-to-string writes them. Not a general parser, and never run on visitors' HTML.

/** A start tag found in a page: its name, its attributes as written (values still escaped), where it starts and ends. */
export type StartTag = { name: string; attributes: Map<string, string | undefined>; selfClosing: boolean; start: number; end: number }

// An attribute: its name, then maybe `=` and a value in double quotes, single quotes or none. A quoted value may hold `>`.
const attributePattern = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y
const tagEndPattern = /\s*(\/?)>/y
const tagNameSource = '<([a-zA-Z][a-zA-Z0-9-]*)'

function readTag(html: string, start: number, name: string): StartTag | undefined {
  const attributes = new Map<string, string | undefined>()
  let at = start + 1 + name.length
  for (;;) {
    attributePattern.lastIndex = at
    const match = attributePattern.exec(html)
    if (!match) break
    // A single-quoted value may hold a double quote; written back in double quotes it must be escaped.
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3]?.replaceAll('"', '&quot;') ?? match[4])
    at = attributePattern.lastIndex
  }
  tagEndPattern.lastIndex = at
  const end = tagEndPattern.exec(html)
  if (!end) return undefined
  return { name: name.toLowerCase(), attributes, selfClosing: end[1] === '/', start, end: tagEndPattern.lastIndex }
}

/** The start tags of `html` between two offsets, in order. */
export function* startTags(html: string, from = 0, to = html.length): Generator<StartTag> {
  // One pattern per walk: two walks may be under way at once.
  const tagName = new RegExp(tagNameSource, 'g')
  tagName.lastIndex = from
  for (let match = tagName.exec(html); match && match.index < to; match = tagName.exec(html)) {
    const tag = readTag(html, match.index, match[1]!)
    if (!tag) continue
    yield tag
    tagName.lastIndex = tag.end
  }
}

/** The first start tag named `name` (and passing `test`) between two offsets. */
export function findTag(html: string, name: string, test: (tag: StartTag) => boolean = () => true, from = 0, to = html.length): StartTag | undefined {
  for (const tag of startTags(html, from, to)) if (tag.name === name && test(tag)) return tag
  return undefined
}

/** A start tag written back, attributes in their order; `undefined` values as bare attributes. */
export function writeTag(tag: Pick<StartTag, 'name' | 'attributes' | 'selfClosing'>): string {
  const attributes = [...tag.attributes].map(([name, value]) => (value === undefined ? ` ${name}` : ` ${name}="${value}"`)).join('')
  return `<${tag.name}${attributes}${tag.selfClosing ? '/' : ''}>`
}
