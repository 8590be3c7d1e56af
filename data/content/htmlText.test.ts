import { test } from 'uvu'
import * as assert from 'uvu/assert'
import MarkdownIt from 'markdown-it'
import { htmlText, paragraphTexts } from './htmlText'

// The build's renderer (vite-plugins/content/contentFiles.ts), so the test reads what the site's files become.
const render = (markdown: string) => new MarkdownIt({ html: false }).render(markdown)

test('a body gives back each paragraph as its words, without markup', () => {
  assert.equal(paragraphTexts(render('Primeiro *parágrafo*.\n\nSegundo, com [um link](https://example.com).')), [
    'Primeiro parágrafo.',
    'Segundo, com um link.',
  ])
})

test('the characters the renderer escapes come back as written, raw HTML included', () => {
  const written = 'Tom & Jerry: "a < b > c" and <b>not bold</b>'
  assert.equal(paragraphTexts(render(written)), [written])
  assert.is(htmlText('<em>R&amp;D</em>'), 'R&D')
})

test('a body without paragraphs has none', () => {
  assert.equal(paragraphTexts(render('# Título')), [])
})

test.run()
