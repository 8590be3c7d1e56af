import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatLongDate } from '../../../data/formatDate'
import { iaNoticiaArticles } from '../../../data/iaNoticiaArticles'
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
  const article = iaNoticiaArticles[0]!
  const img = card.querySelector('img')!
  assert.is(img.getAttribute('src'), article.picture!.src)
  assert.is(img.getAttribute('width'), String(article.picture!.width))
  assert.is(img.getAttribute('height'), String(article.picture!.height))
  assert.is(img.getAttribute('alt'), '')
  const excerpt = card.querySelector('[data-clamp-lines]')!
  assert.is(excerpt.getAttribute('data-clamp-lines'), '4')
  assert.ok(excerpt.classList.contains(clamp.lines[4]), 'clamped to 4 lines')
  assert.is(excerpt.textContent, article.excerpt)
  const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent)
  const values = [...card.querySelectorAll('dd')].map((dd) => dd.textContent)
  assert.equal(terms, ['Relevance score', 'Published on'])
  assert.equal(values, [article.relevance, formatLongDate(article.date, 'pt-br')])
  assert.is(card.querySelector('time')!.getAttribute('datetime'), article.date)
})

test('the labels follow the page language; the article, its date included, stays as the portal wrote it', async () => {
  const english = (await cards('en-us'))[0]!
  const portuguese = (await cards('pt-br'))[0]!
  const [article] = iaNoticiaArticles
  assert.is(english.querySelector('h3')!.textContent, article!.title)
  assert.is(portuguese.querySelector('h3')!.textContent, article!.title)
  assert.is(english.querySelector('dt')!.textContent, 'Relevance score')
  assert.is(portuguese.querySelector('dt')!.textContent, 'Grau de relevância')
  for (const card of [english, portuguese]) {
    assert.equal(
      [...card.querySelectorAll('dd')].map((dd) => dd.textContent),
      [article!.relevance, formatLongDate(article!.date, 'pt-br')],
    )
  }
})

test.run()
