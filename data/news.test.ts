import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync } from 'node:fs'
import { localeSegments } from './locales'
import { executives } from './executives'
import { createI18n } from '../locales/i18n'
import { newsPath } from './routes'
import { companyFacts } from './companyFacts'
import { ceoSlugName, findNews, news, newsImageSize, originalLink, otherNews } from './news'
import { publicFile } from '../tests/support/publicFile'

test('the five article slugs, the profiles named after the CEO', () => {
  assert.equal(
    news.map((article) => article.slug),
    [
      'inteligencia-artificial-traz-infinitas-possibilidades-para-as-empresas',
      'tecnologia-de-ponta-para-o-brasil',
      'inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia',
      'conheca-os-courserians-rafael-moreira',
      'superando-barreiras-rafael-moreira',
    ],
  )
  const ceo = executives.find((executive) => executive.id === 'ceo')!
  assert.is(ceoSlugName, ceo.name.toLowerCase().replace(/\s+/g, '-'))
})

test('slugs are unique and URL-safe', () => {
  assert.is(new Set(news.map((article) => article.slug)).size, news.length)
  for (const { slug } of news) assert.match(slug, /^[a-z0-9]+(-[a-z0-9]+)*$/)
})

test('every date is a real calendar day in ISO form, and the list runs newest first', () => {
  for (const { slug, date } of news) {
    assert.match(date, /^\d{4}-\d{2}-\d{2}$/, slug)
    assert.is(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), date, `${slug}: ${date} is a real day`)
  }
  const dates = news.map((article) => article.date)
  assert.equal(dates, [...dates].sort().reverse())
})

for (const locale of localeSegments) {
  test(`every article has a title, summary and 4 to 6 paragraphs in ${locale}`, async () => {
    const i18n = await createI18n(locale)
    for (const article of news) {
      for (const field of [article.title, article.desc]) assert.ok(i18n._(field).trim().length > 10, `${article.slug} in ${locale}`)
      assert.ok(article.content.length >= 4 && article.content.length <= 6, article.slug)
      for (const paragraph of article.content) assert.ok(i18n._(paragraph).trim().length > 80, `${article.slug} paragraph in ${locale}`)
    }
  })
}

test('no two articles share a title, summary or paragraph', () => {
  const ids = news.flatMap((article) => [article.title, article.desc, ...article.content].map((m) => m.id))
  assert.is(new Set(ids).size, ids.length)
})

test('every article has its own image, drawn at the card size', () => {
  assert.is(new Set(news.map((article) => article.img)).size, news.length)
  for (const { img } of news) {
    assert.ok(existsSync(publicFile(img)), `${img} exists`)
    assert.match(readFileSync(publicFile(img), 'utf8'), `viewBox="0 0 ${newsImageSize.width} ${newsImageSize.height}"`, img)
  }
})

test('an article links its original only once the company has supplied its address', () => {
  const [article] = news
  assert.is(originalLink(article), companyFacts.pressOriginals[article.slug])
  companyFacts.pressOriginals[article.slug] = 'https://press.example/piece'
  try {
    assert.is(originalLink(article), 'https://press.example/piece')
  } finally {
    delete companyFacts.pressOriginals[article.slug]
  }
})

test('an article is found by its slug, and an unknown slug finds nothing', () => {
  assert.is(findNews('tecnologia-de-ponta-para-o-brasil'), news[1])
  assert.is(findNews('no-such-article'), undefined)
  assert.is(findNews(undefined), undefined)
  assert.is(newsPath('abc'), '/noticias/abc')
})

test('"other news" takes the first four without the current one, at most three', () => {
  const firstFour = news.slice(0, 4).map((article) => article.slug)
  for (const current of news) {
    const others = otherNews(current.slug).map((article) => article.slug)
    assert.ok(others.length <= 3 && others.length > 0, current.slug)
    assert.not.ok(others.includes(current.slug), `${current.slug} is not among its own other news`)
    assert.ok(
      others.every((slug) => firstFour.includes(slug)),
      current.slug,
    )
  }
  assert.equal(
    otherNews(news[1].slug).map((a) => a.slug),
    [news[0].slug, news[2].slug, news[3].slug],
  )
  assert.equal(
    otherNews(news[4].slug).map((a) => a.slug),
    firstFour.slice(0, 3),
  )
})

test.run()
