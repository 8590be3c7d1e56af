import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as clamp from '../../components/ClampedText/ClampedText.css'
import { formatLongDate } from '../../data/formatDate'
import { iaNoticiaTopics } from '../../data/iaNoticia'
import { iaNoticiaArticles } from '../../data/iaNoticiaArticles'
import { createI18n } from '../../locales/i18n'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'
import * as styles from './Page.css'

/** The list page as prerendered at `/ia-noticia`. */
const page = (locale: 'pt-br' | 'en-us' = 'pt-br') => renderToDocument(<Page />, { locale, urlPathname: '/ia-noticia' })

/** The topic tiles as rendered in a locale. */
const tiles = async (locale: 'en-us' | 'pt-br') => [...(await page(locale)).querySelectorAll('[aria-labelledby="ia-noticia-topics-title"] ul > li')]

/** The article cards as rendered in a locale (`/ia-noticia` is a pt-br page). */
const cards = async (locale: 'pt-br' | 'en-us' = 'pt-br') => [...(await page(locale)).querySelectorAll('[aria-labelledby="ia-noticia-articles-title"] ul > li')]

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

test('four tiles, all with the same "World" label and each with its own area', async () => {
  const shown = await tiles('en-us')
  assert.is(shown.length, 4)
  assert.equal(
    shown.map((tile) => tile.querySelector(`.${styles.tileLabel}`)!.textContent),
    ['World', 'World', 'World', 'World'],
  )
  assert.equal(
    shown.map((tile) => tile.querySelector(`.${styles.tileSubtitle}`)!.textContent),
    ['Global economy and markets', 'Climate, energy and the environment', 'Science and technology', 'Diplomacy and international trade'],
  )
})

test('in Portuguese, the four labels are alike and the areas come from the catalog', async () => {
  const i18n = await createI18n('pt-br')
  const shown = await tiles('pt-br')
  assert.is(shown.length, 4)
  assert.is(new Set(shown.map((tile) => tile.querySelector(`.${styles.tileLabel}`)!.textContent)).size, 1)
  assert.equal(
    shown.map((tile) => tile.querySelector(`.${styles.tileSubtitle}`)!.textContent),
    iaNoticiaTopics.map((topic) => i18n._(topic.subtitle)),
  )
})

test('each tile has its own colour and a decorative globe with its size set', async () => {
  const shown = await tiles('en-us')
  assert.equal(
    shown.map((tile) => tile.getAttribute('data-topic')),
    iaNoticiaTopics.map((topic) => topic.id),
  )
  assert.equal(
    shown.map((tile) => tile.classList.contains(styles.palette[tile.getAttribute('data-topic') as keyof typeof styles.palette])),
    [true, true, true, true],
  )
  for (const img of shown.map((tile) => tile.querySelector('img')!)) {
    assert.is(img.getAttribute('alt'), '')
    assert.is(img.getAttribute('width'), '40')
    assert.is(img.getAttribute('height'), '40')
  }
})

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
