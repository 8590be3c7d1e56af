import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { contentFiles } from './contentFiles'
import { splitFrontMatter } from './frontMatter'
import { pngHeader } from '../../tests/support/pngHeader'
import { tempDir } from '../../tests/support/tempDir'

/** What the plugin makes of a content file's text, as the module's default export. */
function compile(source: string, id = '/site/content/news/a/index.pt-br.md', plugin = contentFiles()) {
  const transform = plugin.transform as (source: string, id: string) => { code: string } | undefined
  const result = transform.call({}, source, id)
  if (!result) return undefined
  const json = /export default \{ \.\.\.JSON\.parse\(("[\s\S]*")\), image \}/.exec(result.code)![1]!
  const fields = JSON.parse(JSON.parse(json)) as {
    frontMatter: Record<string, unknown>
    html: string
    yamlError?: string
    pictureProblem?: string
    slug: string
    locale: string
  }
  const lines = result.code.split('\n')
  return { ...fields, imports: lines.filter((line) => line.startsWith('import ')), image: lines.find((line) => line.startsWith('const image')) }
}

test('front matter and body are split, and the body is rendered from Markdown', () => {
  const compiled = compile('---\ntitle: Olá\ndate: 2026-11-20\n---\n\nUm **negrito**.\n\n## Seção\n\n- item\n')!
  assert.is(compiled.frontMatter.title, 'Olá')
  assert.equal([compiled.slug, compiled.locale], ['a', 'pt-br'])
  assert.match(compiled.html, '<p>Um <strong>negrito</strong>.</p>')
  assert.match(compiled.html, '<h2>Seção</h2>')
  assert.match(compiled.html, '<li>item</li>')
})

test('raw HTML in the Markdown is escaped, so a file cannot put a script on the page', () => {
  const compiled = compile('---\ntitle: x\n---\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n')!
  assert.not.match(compiled.html, '<script')
  assert.not.match(compiled.html, '<img')
  assert.match(compiled.html, '&lt;script&gt;')
})

test('a file without front matter, or with broken YAML, says so instead of failing the build', () => {
  assert.match(splitFrontMatter('Só texto.').yamlError!, 'does not start with front matter')
  assert.ok(splitFrontMatter('---\ntitle: [unclosed\n---\nx').yamlError)
  assert.is(compile('---\ntitle: ok\n---\nx', '/site/src/other.md'), undefined, 'only content/<collection>/<entry>/index.<locale>.md')
})

test('a YAML alias, even one that refers to itself, is a problem of the file, not a crash', () => {
  assert.match(compile('---\ntitle: &a ["x", *a]\n---\nx')!.yamlError!, 'an alias (*name) repeats another value')
  assert.match(compile('---\ntitle: &t Olá\ndescription: *t\n---\nx')!.yamlError!, 'an alias')
})

test('a file that is not UTF-8 text is named, not left for the bundler to fail on', () => {
  const file = join(tempDir('content-text'), 'content/news/a/index.pt-br.md')
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x00, 0x0a, 0x2d, 0x2d, 0x2d, 0x0a]))
  const plugin = contentFiles()
  const text = (plugin.load as (id: string) => string).call({}, file)
  assert.match(compile(text, file, plugin)!.yamlError!, 'is not text written in UTF-8')
})

test('a __proto__ field stays a field of the front matter, never its prototype', () => {
  const { code } = (contentFiles().transform as (source: string, id: string) => { code: string }).call(
    {},
    '---\n__proto__: { kind: press }\n---\nx',
    '/site/content/news/a/index.pt-br.md',
  )
  const module = new Function(code.replace('export default', 'return'))() as { frontMatter: Record<string, unknown> }
  assert.is(module.frontMatter.kind, undefined)
  assert.equal(Object.keys(module.frontMatter), ['__proto__'])
})

test('a refused picture is named, and never imported: not decoded, not copied to the site', () => {
  const entry = join(tempDir('pictures'), 'content/news/a')
  mkdirSync(entry, { recursive: true })
  const scripted = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" onload="alert(1)"><script>alert(1)</script></svg>'
  writeFileSync(join(entry, 'evil.svg'), scripted)
  writeFileSync(join(entry, 'fine.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')
  writeFileSync(join(entry, 'huge.png'), pngHeader(20000, 20000))
  writeFileSync(join(entry, 'big.png'), pngHeader(16000, 16000))
  const withImage = (image: string) => compile(`---\ntitle: x\nimage: ${image}\n---\nx`, join(entry, 'index.pt-br.md'))!
  for (const [image, reason] of [
    ['evil.svg', 'evil.svg has an event handler (onload)'],
    ['huge.png', 'huge.png is 20000×20000 pixels (400 megapixels)'],
    ['big.png', 'big.png is 16000×16000 pixels (256 megapixels)'],
  ]) {
    const compiled = withImage(image!)
    assert.match(compiled.pictureProblem ?? 'accepted', reason!)
    assert.equal(compiled.imports, [], image)
  }
  assert.is(withImage('fine.svg').pictureProblem, undefined)
  assert.equal(withImage('fine.svg').imports, ['import src from "./fine.svg?no-inline"'])
})

test('a raster picture is imported in the measured widths, AVIF and WebP, at encoder effort 3 (docs/performance.md#pictures)', () => {
  const entry = join(tempDir('raster'), 'content/news/a')
  mkdirSync(entry, { recursive: true })
  writeFileSync(join(entry, 'photo.png'), pngHeader(2400, 1350))
  const compiled = compile('---\ntitle: x\nimage: photo.png\n---\nx', join(entry, 'index.pt-br.md'))!
  assert.equal(compiled.imports, ['import picture from "./photo.png?w=480;880;1200;1600&format=avif;webp&effort=3&as=picture"'])
})

test("an SVG's size comes from its width and height, else its viewBox, else is 0", () => {
  const entry = join(tempDir('svg-size'), 'content/news/a')
  mkdirSync(entry, { recursive: true })
  const svgs = { 'sized.svg': 'width="640" height="360" viewBox="0 0 10 10"', 'boxed.svg': 'viewBox="0 0 1200 630"', 'bare.svg': '' }
  for (const [name, attributes] of Object.entries(svgs)) writeFileSync(join(entry, name), `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}/>`)
  const size = (image: string) => compile(`---\ntitle: x\nimage: ${image}\n---\nx`, join(entry, 'index.pt-br.md'))!.image
  assert.is(size('sized.svg'), 'const image = { src, width: 640, height: 360 }')
  assert.is(size('boxed.svg'), 'const image = { src, width: 1200, height: 630 }')
  assert.is(size('bare.svg'), 'const image = { src, width: 0, height: 0 }')
})

test.run()
