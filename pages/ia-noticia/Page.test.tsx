import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { iaNoticiaArticles } from '../../data/iaNoticiaArticles'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** The list page as prerendered at `/ia-noticia`. */
const page = (locale: 'pt-br' | 'en-us' = 'pt-br') => renderToDocument(<Page />, { locale, urlPathname: '/ia-noticia' })

test('one h1, an intro on what the product does, and a note that this is a demonstration', async () => {
  const root = await page('en-us')
  assert.is(root.querySelectorAll('h1').length, 1)
  const text = root.textContent ?? ''
  assert.match(text, 'monitors the trusted news portals you choose')
  assert.match(text, 'follows any subject, however niche')
  assert.match(text, 'in real time')
  assert.match(text, 'This is a demonstration of IA Notícia')
})

test('four "World" tiles, then article cards linking to their Portuguese detail pages', async () => {
  const root = await page()
  const tiles = root.querySelectorAll('[aria-labelledby="ia-noticia-topics-title"] li')
  assert.is(tiles.length, 4)
  const links = [...root.querySelectorAll('[aria-labelledby="ia-noticia-articles-title"] li h3 a')].map((a) => a.getAttribute('href'))
  assert.equal(
    links,
    iaNoticiaArticles.map((article) => `/pt-br/ia-noticia/${article.slug}`),
  )
})

test('the tiles read "World" in English; every image has its size and an alt text', async () => {
  const root = await page('en-us')
  const labels = [...root.querySelectorAll('[aria-labelledby="ia-noticia-topics-title"] li p:first-of-type')].map((p) => p.textContent)
  assert.equal(labels, ['World', 'World', 'World', 'World'])
  for (const img of root.querySelectorAll('img')) {
    assert.ok(img.getAttribute('width') && img.getAttribute('height') && img.hasAttribute('alt'), img.getAttribute('src')!)
  }
})

test.run()
