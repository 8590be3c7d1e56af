import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { contentFiles } from './contentFiles'
import { splitFrontMatter } from './frontMatter'
import { svgSize } from './svgSize'

/** What the plugin makes of a content file's text, as the module's default export. */
function compile(source: string, id = '/site/content/news/a/index.pt-br.md') {
  const plugin = contentFiles()
  const transform = plugin.transform as (source: string, id: string) => { code: string } | undefined
  const result = transform.call({}, source, id)
  if (!result) return undefined
  const json = /export default \{ \.\.\.(\{[\s\S]*\}), image \}/.exec(result.code)![1]!
  return JSON.parse(json) as { frontMatter: Record<string, unknown>; html: string; yamlError?: string; slug: string; locale: string }
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

test("an SVG's size comes from its width and height, else its viewBox", () => {
  assert.equal(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">'), { width: 640, height: 360 })
  assert.equal(svgSize('<svg viewBox="0 0 1200 630">'), { width: 1200, height: 630 })
  assert.equal(svgSize('<svg>'), { width: 0, height: 0 })
})

test.run()
