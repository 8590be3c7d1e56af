import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { iaNoticiaArticles, paragraphs } from '../../../data/iaNoticia'
import { renderToDocument } from '../../../tests/render'
import * as clamp from '../../ClampedText/ClampedText.css'
import { ArticleCards } from './ArticleCards'

/** The cards as rendered on the Portuguese list (`/ia-noticia` is a pt-br page). */
async function cards(locale: 'pt-br' | 'en-us' = 'pt-br') {
  const root = await renderToDocument(<ArticleCards />, { locale, urlPathname: '/ia-noticia' })
  return [...root.querySelectorAll('ul > li')]
}

test('one card per article, its title linking to the Portuguese detail page', async () => {
  const shown = await cards()
  assert.is(shown.length, iaNoticiaArticles.length)
  shown.forEach((card, index) => {
    const article = iaNoticiaArticles[index]!
    const link = card.querySelector('h3 a')!
    assert.is(link.getAttribute('href'), `/pt-br/ia-noticia/${article.slug}`)
    assert.is(link.textContent, article.title)
  })
})

test('a card shows the image with its size, a four-line excerpt, the relevance score and the date', async () => {
  const card = (await cards('en-us'))[0]!
  const article = iaNoticiaArticles[0]
  const img = card.querySelector('img')!
  assert.is(img.getAttribute('src'), article.img)
  assert.is(img.getAttribute('width'), '640')
  assert.is(img.getAttribute('height'), '360')
  assert.is(img.getAttribute('alt'), '')
  const excerpt = card.querySelector('[data-clamp-lines]')!
  assert.is(excerpt.getAttribute('data-clamp-lines'), '4')
  assert.ok(excerpt.classList.contains(clamp.lines[4]), 'clamped to 4 lines')
  assert.is(excerpt.textContent, paragraphs(article.content)[0])
  const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent)
  const values = [...card.querySelectorAll('dd')].map((dd) => dd.textContent)
  assert.equal(terms, ['Relevance score', 'Published on'])
  assert.equal(values, ['8-10', article.date])
})

test('the labels follow the page language; the article stays as the portal wrote it', async () => {
  const english = (await cards('en-us'))[0]!
  const portuguese = (await cards('pt-br'))[0]!
  assert.is(english.querySelector('h3')!.textContent, portuguese.querySelector('h3')!.textContent)
  assert.is(english.querySelector('dd')!.textContent, '8-10')
  assert.is(portuguese.querySelector('dd')!.textContent, '8-10')
})

test.run()
