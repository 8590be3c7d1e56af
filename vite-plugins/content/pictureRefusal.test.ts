import { readdirSync, readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pictureLimits, pictureRefusal } from './pictureRefusal'
import { svgRefusal } from './svgRefusal'
import { pngHeader } from '../../tests/support/pngHeader'

/** An SVG drawing around `inside`, with the namespaces drawing programs write. */
const svg = (inside: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${inside}</svg>`

test("the site's own pictures and a drawing program's markup are drawings", () => {
  for (const folder of ['content/news', 'content/ia-noticia'])
    for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.svg')))
      assert.is(svgRefusal(readFileSync(`${folder}/${entry}`, 'utf8')), undefined, entry)
  const inkscape = svg(
    '<defs><linearGradient id="g"/><style>.a{fill:url(#g)}</style></defs><rect class="a" style="fill:url(&quot;#g&quot;)" width="5" height="5"/><use href="#g"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/><!-- a comment -->',
  )
  assert.is(svgRefusal(`<?xml version="1.0" encoding="UTF-8"?>\n${inkscape}`), undefined)
})

test('an SVG that runs code, fetches another file or declares entities is refused, saying why', () => {
  const refused: [string, string][] = [
    [svg('<script>alert(1)</script>'), '<script>'],
    [svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), '<svg:script>'],
    [svg('<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'), '<x:script>'],
    [svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), 'event handler (onload)'],
    [svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'), 'script address in href'],
    [svg('<a xlink:href=" jav&#x09;ascript:alert(1)"><rect width="1" height="1"/></a>'), 'script address in xlink:href'],
    [svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'), 'animates href'],
    [svg('<a href="#x"><set attributeName="xlink:href" to="#y"/></a>'), 'animates xlink:href'],
    [svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'), 'another file'],
    [svg('<image href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>'), 'another file'],
    [svg('<image href="https://tracker.example/pixel.png"/>'), 'another file: href="https://tracker.example/pixel.png"'],
    [svg(`<image href="https://tracker.example/${'x'.repeat(1000)}"/>`), `another file: href="https://tracker.example/${'x'.repeat(35)}…"`],
    [svg('<use xlink:href="sprites.svg#logo"/>'), 'another file: xlink:href="sprites.svg#logo"'],
    [svg('<rect width="1" height="1" fill="url(https://tracker.example/p.svg#g)"/>'), 'another file: url(https://tracker.example/p.svg#g)'],
    [svg('<style>rect { fill: url(//tracker.example/g.svg#g) }</style>'), 'another file'],
    [svg('<style>@import "https://tracker.example/x.css";</style>'), '@import'],
    [svg('<style>rect { fill: u\\72l(//tracker.example/g) }</style>'), 'escape'],
    [svg('<style>r<!-- -->ect { background: ur<![CDATA[l(//tracker.example/g)]]> }</style>'), 'another file'],
    // Only a stylesheet's own text counts in a browser, but an element inside it must not hide that text from the check.
    [svg('<style><x/>@import url(https://tracker.example/x.css);</style>'), '<style>'],
    [svg('<style>rect { fill: url(//tracker.example/g) }<x/></style>'), '<style>'],
    // A presentation attribute is CSS too: an escape spells `url(` there as well.
    [svg('<rect width="1" height="1" fill="u\\72l(https://tracker.example/p.svg#g)"/>'), 'escape'],
    // The browser reads the file in the encoding it declares, the check in UTF-8.
    [`<?xml version="1.0" encoding="Shift_JIS"?>${svg('')}`, 'encoding'],
    [svg('<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), '<foreignObject>'],
    [`<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]>${svg('<text>&a;</text>')}`, 'DOCTYPE'],
    [`<?xml-stylesheet href="https://tracker.example/x.xsl" type="text/xsl"?>${svg('')}`, 'processing instruction'],
    ['<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>', 'first element must be <svg'],
    [svg('<text>&unknown;</text>'), 'not a well-formed SVG file'],
    [svg('<rect>'), 'not a well-formed SVG file'],
  ]
  for (const [file, reason] of refused) assert.match(svgRefusal(file) ?? 'accepted', reason, file)
})

test('a picture is refused naming it: an unsafe SVG, a raster over 40 megapixels or a file over 20 MB, before decoding', () => {
  const bytes = (text: string) => () => new TextEncoder().encode(text)
  assert.is(pictureRefusal('ok.svg', 100, bytes(svg(''))), undefined)
  assert.is(
    pictureRefusal('evil.svg', 100, bytes(svg('<script>alert(1)</script>'))),
    'evil.svg has a <script> element, which may run code or show another document',
  )
  assert.is(
    pictureRefusal('photo.png', 33, () => pngHeader(1600, 900)),
    undefined,
  )
  assert.is(
    pictureRefusal('huge.png', 33, () => pngHeader(20000, 20000)),
    'huge.png is 20000×20000 pixels (400 megapixels): a picture may have at most 40 megapixels, and 1600 pixels wide is plenty',
  )
  assert.match(pictureRefusal('big.png', 33, () => pngHeader(16000, 16000)) ?? '', 'big.png is 16000×16000 pixels (256 megapixels)')
  // Over the size limit, the file is not even read.
  const unread = () => assert.unreachable('read') as never
  assert.is(pictureRefusal('heavy.jpg', pictureLimits.bytes + 1, unread), 'heavy.jpg is 20.0 MB: a picture may be at most 20 MB')
  assert.is(pictureRefusal('notes.txt', 5, unread), 'notes.txt is not a picture the site shows: JPG, PNG, WebP, AVIF or SVG')
  assert.is(pictureRefusal('junk.jpg', 4, bytes('junk')), 'junk.jpg is not a JPG, PNG, WebP or AVIF picture')
  assert.match(pictureRefusal('junk.svg', 4, () => new Uint8Array([0, 159, 146, 150])) ?? '', 'junk.svg is not a well-formed SVG file')
})

test('a JPG, PNG, WebP or AVIF of a usual size is taken, whatever its extension says', async () => {
  const { default: sharp } = await import('sharp')
  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
    const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1e3c8c' } })
      .toFormat(format)
      .toBuffer()
    assert.is(
      pictureRefusal(`photo.${format}`, bytes.length, () => bytes),
      undefined,
      format,
    )
  }
})

test.run()
