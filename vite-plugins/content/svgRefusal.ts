import { SaxesParser } from 'saxes'

// An SVG runs its scripts on the site's origin: a content picture is parsed (saxes) and refused, never cleaned, for code or outside files.

const svgNamespace = 'http://www.w3.org/2000/svg'
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml'

/** Elements that run code or show another document, whatever their namespace (lowercase). */
const codeElements = new Set(['script', 'foreignobject', 'handler', 'listener', 'iframe', 'embed', 'object'])

/** The only addresses a picture may hold: one of its own parts (`#id`), or a raster picture embedded in it. */
const ownAddress = /^(#|data:image\/(png|jpeg|gif|webp|avif)[;,])/i

/** CSS's ways to name another file; `url()` is checked for its address, the others are refused outright. */
const cssReference = /(url|src|image-set)\(\s*(['"]?)([^'")]*)/gi

/** A value as a message quotes it: an embedded file may be a megabyte long. */
const quoted = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value)

/** Why a stylesheet or an attribute value (a presentation attribute is CSS too) refers outside the picture, or undefined. */
function cssRefusal(css: string): string | undefined {
  // An escape can spell `url(` or `@import` so a pattern misses it; a drawing's styles need none.
  if (css.includes('\\')) return 'has an escape (\\) in its styles, which could hide an address'
  if (/@import/i.test(css)) return 'imports another stylesheet (@import)'
  for (const [, name, , address] of css.matchAll(cssReference))
    if (name!.toLowerCase() !== 'url' || !ownAddress.test(address!.trim())) return `refers to another file: ${name}(${quoted(address!)})`
  return undefined
}

/** Why an SVG file's text is not a plain drawing (said after its name: "has a <script> element…"), or undefined. */
export function svgRefusal(svg: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true })
  let refusal: string | undefined
  const refuse = (reason: string | undefined) => {
    refusal ??= reason
  }
  let depth = 0
  let stylesheet: string | undefined
  parser.on('doctype', () => refuse('has a DOCTYPE, which may declare entities: a drawing needs none'))
  // The browser reads the file in the encoding it declares, this check in UTF-8: they must agree.
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) refuse(`declares the encoding ${encoding}: a picture must be UTF-8`)
  })
  parser.on('processinginstruction', ({ target }) => refuse(`has a processing instruction (<?${target} …?>)`))
  parser.on('opentag', (tag) => {
    if (depth++ === 0 && (tag.local !== 'svg' || tag.uri !== svgNamespace))
      refuse('is not an SVG drawing: its first element must be <svg xmlns="http://www.w3.org/2000/svg">')
    const name = tag.local.toLowerCase()
    // A stylesheet is its text; an element inside it would cut that text in pieces the check does not see.
    if (stylesheet !== undefined) refuse(`has a <${tag.name}> element inside a <style>, which holds text only`)
    if (codeElements.has(name) || tag.uri === xhtmlNamespace) refuse(`has a <${tag.name}> element, which may run code or show another document`)
    for (const attribute of Object.values(tag.attributes)) {
      const attributeName = attribute.local.toLowerCase()
      // Browsers ignore spaces and control characters inside a scheme: `java\tscript:` still runs.
      const value = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase()
      if (attributeName.startsWith('on')) refuse(`has an event handler (${attribute.name}), which runs code`)
      if (/(java|vb)script:/.test(value)) refuse(`has a script address in ${attribute.name}`)
      if ((attributeName === 'href' || attributeName === 'src') && !ownAddress.test(attribute.value.trim()))
        refuse(`refers to another file: ${attribute.name}="${quoted(attribute.value)}"`)
      // An animation could turn a link or a handler into something else after the checks.
      if (attributeName === 'attributename' && (value.endsWith('href') || value.startsWith('on'))) refuse(`animates ${attribute.value}`)
      refuse(cssRefusal(attribute.value))
    }
    stylesheet = name === 'style' ? '' : undefined
  })
  // A stylesheet's text may come in pieces (around a comment or CDATA): it is checked whole, at its end.
  const text = (piece: string) => {
    if (stylesheet !== undefined) stylesheet += piece
  }
  parser.on('text', text)
  parser.on('cdata', text)
  parser.on('closetag', () => {
    depth--
    if (stylesheet !== undefined) refuse(cssRefusal(stylesheet))
    stylesheet = undefined
  })
  try {
    parser.write(svg).close()
  } catch (error) {
    // What was refused before the parser gave up says more (saxes does not read a DOCTYPE's entities, say).
    return refusal ?? `is not a well-formed SVG file (${(error as Error).message})`
  }
  return refusal
}
